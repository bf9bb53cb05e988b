import fc from 'fast-check';
import { type Frame, StompSyntaxError, escapeHeader, unescapeHeader } from './frame';
import { FrameParser, FrameTooLargeError } from './frame-parser';
import { serializeFrame } from './frame-writer';

function collect(limits?: ConstructorParameters<typeof FrameParser>[1]) {
  const frames: Frame[] = [];
  let beats = 0;
  const parser = new FrameParser({ onFrame: (f) => frames.push(f), onHeartbeat: () => beats++ }, limits);
  return { parser, frames, beats: () => beats };
}

const SEND = 'SEND\ndestination:/app/chat.sendMessage\nreceipt:r1\n\n{"a":1}\0';

describe('FrameParser', () => {
  it('parses one frame with headers and a NUL-terminated body', () => {
    const { parser, frames } = collect();
    parser.push(SEND);
    expect(frames).toHaveLength(1);
    expect(frames[0]!.command).toBe('SEND');
    expect(frames[0]!.headers).toEqual({ destination: '/app/chat.sendMessage', receipt: 'r1' });
    expect(frames[0]!.body.toString()).toBe('{"a":1}');
  });

  it('reassembles a frame split at every possible byte', () => {
    const bytes = Buffer.from(SEND);
    for (let cut = 1; cut < bytes.length; cut++) {
      const { parser, frames } = collect();
      parser.push(bytes.subarray(0, cut));
      expect(frames).toHaveLength(0);
      parser.push(bytes.subarray(cut));
      expect(frames).toHaveLength(1);
      expect(frames[0]!.body.toString()).toBe('{"a":1}');
    }
  });

  it('reassembles a frame fed one byte at a time, including a multi-byte character split in the middle', () => {
    const text = 'SEND\ndestination:/x\n\nhé😀\0';
    const { parser, frames } = collect();
    for (const b of Buffer.from(text)) parser.push(Buffer.from([b]));
    expect(frames[0]!.body.toString('utf8')).toBe('hé😀');
  });

  it('parses several frames packed into one transport message', () => {
    const { parser, frames } = collect();
    parser.push(SEND + '\n' + SEND.replace('r1', 'r2') + 'DISCONNECT\nreceipt:r3\n\n\0');
    expect(frames.map((f) => f.command)).toEqual(['SEND', 'SEND', 'DISCONNECT']);
    expect(frames.map((f) => f.headers.receipt)).toEqual(['r1', 'r2', 'r3']);
  });

  it('treats EOLs between frames as heart-beats (LF and CRLF)', () => {
    const { parser, frames, beats } = collect();
    parser.push('\n');
    parser.push('\r\n\n');
    parser.push(SEND + '\r\n');
    expect(beats()).toBe(4);
    expect(frames).toHaveLength(1);
  });

  it('accepts CRLF line endings inside a frame', () => {
    const { parser, frames } = collect();
    parser.push('SEND\r\ndestination:/a\r\n\r\nbody\0');
    expect(frames[0]!.headers).toEqual({ destination: '/a' });
    expect(frames[0]!.body.toString()).toBe('body');
  });

  it('uses content-length so a body may contain NUL bytes', () => {
    const body = Buffer.from([0x61, 0x00, 0x62, 0x00, 0x00, 0x63]);
    const head = Buffer.from(`SEND\ndestination:/a\ncontent-length:${body.length}\n\n`);
    const { parser, frames } = collect();
    const whole = Buffer.concat([head, body, Buffer.from([0]), Buffer.from(SEND)]);
    parser.push(whole.subarray(0, head.length + 2));
    parser.push(whole.subarray(head.length + 2));
    expect(frames).toHaveLength(2);
    expect(frames[0]!.body.equals(body)).toBe(true);
    expect(frames[1]!.command).toBe('SEND');
  });

  it('rejects a body longer than its content-length', () => {
    const { parser } = collect();
    expect(() => parser.push('SEND\ndestination:/a\ncontent-length:2\n\nabc\0')).toThrow('longer than its content-length');
  });

  it('rejects a content-length that is not a number', () => {
    const { parser } = collect();
    expect(() => parser.push('SEND\ncontent-length:-1\n\n\0')).toThrow('Invalid content-length');
  });

  it('unescapes header names and values in STOMP 1.2 frames', () => {
    const { parser, frames } = collect();
    parser.push('SEND\ndestination:/a\\cb\nx\\nkey:line1\\nline2\\\\\\r\n\n\0');
    expect(frames[0]!.headers).toEqual({ destination: '/a:b', 'x\nkey': 'line1\nline2\\\r' });
  });

  it('does not unescape CONNECT headers, nor any header in STOMP 1.0', () => {
    const { parser, frames } = collect();
    parser.push('CONNECT\nlogin:a\\cb\n\n\0');
    expect(frames[0]!.headers.login).toBe('a\\cb');
    parser.version = '1.0';
    parser.push('SEND\ndestination:/a\\n\n\n\0');
    expect(frames[1]!.headers.destination).toBe('/a\\n');
  });

  it('rejects an undefined escape sequence', () => {
    const { parser } = collect();
    expect(() => parser.push('SEND\ndestination:/a\\t\n\n\0')).toThrow(StompSyntaxError);
  });

  it('treats \\r as undefined in a STOMP 1.1 session (it was added in 1.2)', () => {
    const { parser } = collect();
    parser.version = '1.1';
    expect(() => parser.push('SEND\ndestination:/a\\r\n\n\0')).toThrow('Undefined escape sequence in header');
  });

  it('keeps the first value of a repeated header', () => {
    const { parser, frames } = collect();
    parser.push('SEND\nfoo:1\nfoo:2\n\n\0');
    expect(frames[0]!.headers.foo).toBe('1');
  });

  it('keeps a header named __proto__ as plain data', () => {
    const { parser, frames } = collect();
    parser.push('SEND\n__proto__:x\n\n\0');
    expect(frames[0]!.headers['__proto__']).toBe('x');
    expect(Object.getPrototypeOf(frames[0]!.headers)).toBeNull();
  });

  it('rejects unknown commands and header lines without a colon', () => {
    expect(() => collect().parser.push('HELLO\n\n\0')).toThrow('Unknown command');
    expect(() => collect().parser.push('SEND\nnocolon\n\n\0')).toThrow('Malformed header line');
    expect(() => collect().parser.push('SENDSENDSENDSENDSEND')).toThrow('Unknown command');
  });

  it('enforces the frame size limit on NUL-terminated and content-length bodies', () => {
    const limits = { maxFrameBytes: 100, maxHeaders: 4, maxHeaderLineBytes: 50 };
    expect(() => collect(limits).parser.push('SEND\n\n' + 'x'.repeat(200))).toThrow(FrameTooLargeError);
    // The declared length alone is enough to refuse; no body needs to arrive.
    expect(() => collect(limits).parser.push('SEND\ncontent-length:1000\n\n')).toThrow(FrameTooLargeError);
    expect(() => collect(limits).parser.push('SEND\n' + 'a:1\n'.repeat(5) + '\n\0')).toThrow('More than 4 headers');
    expect(() => collect(limits).parser.push('SEND\nh:' + 'v'.repeat(60))).toThrow('Header line longer');
  });

  it('accepts a frame of exactly the limit', () => {
    const frame = 'SEND\n\n' + 'x'.repeat(100 - 7) + '\0';
    expect(Buffer.byteLength(frame)).toBe(100);
    const { parser, frames } = collect({ maxFrameBytes: 100, maxHeaders: 4, maxHeaderLineBytes: 50 });
    parser.push(frame);
    expect(frames).toHaveLength(1);
  });

  it('stays failed after an error', () => {
    const { parser } = collect();
    expect(() => parser.push('BAD\n')).toThrow();
    expect(() => parser.push(SEND)).toThrow('Parser already failed');
  });

  it('never throws anything but StompSyntaxError, whatever the bytes and however they are split', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 300 }), { maxLength: 8 }), (chunks) => {
        const { parser } = collect({ maxFrameBytes: 512, maxHeaders: 8, maxHeaderLineBytes: 128 });
        for (const c of chunks) {
          try {
            parser.push(Buffer.from(c));
          } catch (err) {
            if (!(err instanceof StompSyntaxError)) throw err;
            return;
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips any serialised frame, split anywhere', () => {
    const headerText = fc.string({ maxLength: 20 });
    fc.assert(
      fc.property(
        fc.dictionary(headerText.filter((s) => s.length > 0), headerText, { maxKeys: 5 }),
        fc.string({ maxLength: 200 }),
        fc.nat(400),
        (headers, body, cut) => {
          const { parser, frames } = collect();
          const wire = Buffer.from(serializeFrame('MESSAGE', headers, body));
          const at = Math.min(cut, wire.length);
          parser.push(wire.subarray(0, at));
          parser.push(wire.subarray(at));
          expect(frames).toHaveLength(1);
          expect(frames[0]!.body.toString('utf8')).toBe(body);
          expect({ ...frames[0]!.headers }).toEqual({ ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) });
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('header escaping', () => {
  it('escapes backslash, CR, LF and colon and reverses it', () => {
    expect(escapeHeader('a:b\\c\r\nd')).toBe('a\\cb\\\\c\\r\\nd');
    expect(unescapeHeader('a\\cb\\\\c\\r\\nd')).toBe('a:b\\c\r\nd');
  });

  it('has no CR escape in STOMP 1.1: a CR is dropped on output and \\r refused on input', () => {
    expect(escapeHeader('a\rb\n', '1.1')).toBe('ab\\n');
    expect(() => unescapeHeader('a\\rb', '1.1')).toThrow(StompSyntaxError);
  });
});

describe('serializeFrame', () => {
  it('writes content-length in UTF-8 bytes and ends with NUL', () => {
    expect(serializeFrame('MESSAGE', { destination: '/q' }, 'é')).toBe('MESSAGE\ndestination:/q\ncontent-length:2\n\né\0');
  });

  it('does not escape CONNECTED headers and flattens EOLs in STOMP 1.0', () => {
    expect(serializeFrame('CONNECTED', { version: '1.2', server: 'a:b' })).toBe('CONNECTED\nversion:1.2\nserver:a:b\n\n\0');
    expect(serializeFrame('ERROR', { message: 'x\ny' }, '', '1.0')).toBe('ERROR\nmessage:x y\n\n\0');
  });
});
