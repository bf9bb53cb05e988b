// Streaming STOMP frame parser. Transport messages carry arbitrary slices of the byte stream: a frame may span
// several messages and one message may hold several frames, so the parser keeps its state between pushes and
// looks at each byte once (a slow peer sending one byte per message cannot make it do quadratic work).
import {
  type Command, type Frame, type Headers, type StompVersion, StompSyntaxError, isCommand, unescapeHeader, usesEscaping,
} from './frame';

export interface ParserLimits {
  /** Whole frame (command, headers and body) in bytes. */
  maxFrameBytes: number;
  maxHeaders: number;
  /** One header line ("name:value") in bytes. */
  maxHeaderLineBytes: number;
}

export const DEFAULT_PARSER_LIMITS: ParserLimits = { maxFrameBytes: 64 * 1024, maxHeaders: 32, maxHeaderLineBytes: 8 * 1024 };

export class FrameTooLargeError extends StompSyntaxError {}

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const MAX_COMMAND_BYTES = 16;

type State = 'command' | 'headers' | 'body-length' | 'body-nul' | 'frame-end' | 'failed';

export interface ParserEvents {
  onFrame(frame: Frame): void;
  /** A bare EOL between frames: a heart-beat. */
  onHeartbeat?(): void;
}

export class FrameParser {
  /** Set after CONNECT negotiates it; decides whether header values are unescaped. */
  version: StompVersion = '1.2';
  private state: State = 'command';
  private line: Buffer[] = [];
  private lineBytes = 0;
  private frameBytes = 0;
  private command: Command | null = null;
  // No prototype: a header named __proto__ must stay an ordinary entry.
  private headers: Headers = Object.create(null) as Headers;
  private headerCount = 0;
  private body: Buffer[] = [];
  private bodyRemaining = 0;

  constructor(
    private readonly events: ParserEvents,
    private readonly limits: ParserLimits = DEFAULT_PARSER_LIMITS,
  ) {}

  /** Feeds bytes (strings are taken as UTF-8). Throws StompSyntaxError on a malformed or oversized frame. */
  push(data: Buffer | string): void {
    if (this.state === 'failed') throw new StompSyntaxError('Parser already failed');
    const chunk = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    try {
      this.consume(chunk);
    } catch (err) {
      this.state = 'failed';
      throw err;
    }
  }

  private consume(chunk: Buffer): void {
    let i = 0;
    while (i < chunk.length) {
      switch (this.state) {
        case 'command':
        case 'headers': {
          const lf = chunk.indexOf(LF, i);
          const end = lf === -1 ? chunk.length : lf;
          this.appendLine(chunk.subarray(i, end));
          if (lf === -1) return;
          i = lf + 1;
          this.countFrameBytes(1);
          this.finishLine();
          break;
        }
        case 'body-length': {
          const take = Math.min(this.bodyRemaining, chunk.length - i);
          this.body.push(chunk.subarray(i, i + take));
          this.bodyRemaining -= take;
          i += take;
          if (this.bodyRemaining === 0) this.state = 'frame-end';
          break;
        }
        case 'frame-end': {
          if (chunk[i] !== NUL) throw new StompSyntaxError('Frame body longer than its content-length header');
          i++;
          this.emit();
          break;
        }
        case 'body-nul': {
          const nul = chunk.indexOf(NUL, i);
          const end = nul === -1 ? chunk.length : nul;
          this.countFrameBytes(end - i);
          this.body.push(chunk.subarray(i, end));
          if (nul === -1) return;
          i = nul + 1;
          this.emit();
          break;
        }
        default:
          return;
      }
    }
  }

  private countFrameBytes(n: number): void {
    this.frameBytes += n;
    if (this.frameBytes > this.limits.maxFrameBytes) {
      throw new FrameTooLargeError(`Frame larger than ${this.limits.maxFrameBytes} bytes`);
    }
  }

  private appendLine(part: Buffer): void {
    if (part.length === 0) return;
    this.lineBytes += part.length;
    const max = this.state === 'command' ? MAX_COMMAND_BYTES + 1 : this.limits.maxHeaderLineBytes + 1;
    if (this.lineBytes > max) {
      throw this.state === 'command'
        ? new StompSyntaxError('Unknown command')
        : new FrameTooLargeError(`Header line longer than ${this.limits.maxHeaderLineBytes} bytes`);
    }
    this.countFrameBytes(part.length);
    this.line.push(part);
  }

  private takeLine(): string {
    let buf = this.line.length === 1 ? this.line[0]! : Buffer.concat(this.line, this.lineBytes);
    this.line = [];
    this.lineBytes = 0;
    // STOMP 1.2 allows CRLF line ends.
    if (buf.length > 0 && buf[buf.length - 1] === CR) buf = buf.subarray(0, buf.length - 1);
    return buf.toString('utf8');
  }

  private finishLine(): void {
    const line = this.takeLine();
    if (this.state === 'command') {
      if (line === '') {
        // EOLs between frames are heart-beats, not part of any frame.
        this.frameBytes = 0;
        this.events.onHeartbeat?.();
        return;
      }
      if (!isCommand(line)) throw new StompSyntaxError('Unknown command');
      this.command = line;
      this.state = 'headers';
      return;
    }
    if (line === '') {
      this.startBody();
      return;
    }
    if (++this.headerCount > this.limits.maxHeaders) {
      throw new FrameTooLargeError(`More than ${this.limits.maxHeaders} headers`);
    }
    const colon = line.indexOf(':');
    if (colon <= 0) throw new StompSyntaxError('Malformed header line');
    const escaped = usesEscaping(this.command!, this.version);
    const name = escaped ? unescapeHeader(line.slice(0, colon), this.version) : line.slice(0, colon);
    const value = escaped ? unescapeHeader(line.slice(colon + 1), this.version) : line.slice(colon + 1);
    if (!Object.prototype.hasOwnProperty.call(this.headers, name)) this.headers[name] = value;
  }

  private startBody(): void {
    const raw = this.headers['content-length'];
    if (raw === undefined) {
      this.state = 'body-nul';
      return;
    }
    if (!/^\d{1,10}$/.test(raw.trim())) throw new StompSyntaxError('Invalid content-length header');
    const length = Number(raw.trim());
    // Check the declared size up front so an oversized frame fails before its body arrives.
    this.countFrameBytes(length + 1);
    this.bodyRemaining = length;
    this.state = length === 0 ? 'frame-end' : 'body-length';
  }

  private emit(): void {
    const frame: Frame = {
      command: this.command!,
      headers: this.headers,
      body: this.body.length === 1 ? this.body[0]! : Buffer.concat(this.body),
    };
    this.command = null;
    this.headers = Object.create(null) as Headers;
    this.headerCount = 0;
    this.body = [];
    this.frameBytes = 0;
    this.state = 'command';
    this.events.onFrame(frame);
  }
}
