// STOMP frame model and the header escaping rules of STOMP 1.1/1.2.

export type StompVersion = '1.0' | '1.1' | '1.2';

export const SUPPORTED_VERSIONS: readonly StompVersion[] = ['1.2', '1.1', '1.0'];

export const CLIENT_COMMANDS = [
  'CONNECT', 'STOMP', 'SEND', 'SUBSCRIBE', 'UNSUBSCRIBE', 'ACK', 'NACK', 'BEGIN', 'COMMIT', 'ABORT', 'DISCONNECT',
] as const;
export const SERVER_COMMANDS = ['CONNECTED', 'MESSAGE', 'RECEIPT', 'ERROR'] as const;

export type ClientCommand = (typeof CLIENT_COMMANDS)[number];
export type ServerCommand = (typeof SERVER_COMMANDS)[number];
export type Command = ClientCommand | ServerCommand;

/** Headers in wire order; a repeated name keeps its first value (STOMP 1.2 §"Repeated Header Entries"). */
export type Headers = Record<string, string>;

export interface Frame {
  command: Command;
  headers: Headers;
  /** Raw body bytes (may contain NUL when a content-length header framed it). */
  body: Buffer;
}

const KNOWN = new Set<string>([...CLIENT_COMMANDS, ...SERVER_COMMANDS]);
export function isCommand(s: string): s is Command {
  return KNOWN.has(s);
}

/** CONNECT/STOMP and CONNECTED never escape headers (backwards compatibility with 1.0), nor does 1.0 itself. */
export function usesEscaping(command: Command, version: StompVersion): boolean {
  return version !== '1.0' && command !== 'CONNECT' && command !== 'STOMP' && command !== 'CONNECTED';
}

/** STOMP 1.2 escapes CR as \\r; 1.1 has no escape for it, so a CR is dropped from a 1.1 header instead. */
export function escapeHeader(value: string, version: StompVersion = '1.2'): string {
  return value.replace(/[\\\r\n:]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\r' ? (version === '1.2' ? '\\r' : '') : c === '\n' ? '\\n' : '\\c');
}

export class StompSyntaxError extends Error {}

/** Reverses escapeHeader; an undefined escape sequence (\\r in 1.1 included) is a fatal protocol error. */
export function unescapeHeader(value: string, version: StompVersion = '1.2'): string {
  if (!value.includes('\\')) return value;
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c !== '\\') {
      out += c;
      continue;
    }
    const n = value[++i];
    if (n === '\\') out += '\\';
    else if (n === 'n') out += '\n';
    else if (n === 'r' && version === '1.2') out += '\r';
    else if (n === 'c') out += ':';
    else throw new StompSyntaxError('Undefined escape sequence in header');
  }
  return out;
}
