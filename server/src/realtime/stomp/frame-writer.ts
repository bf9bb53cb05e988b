// Serialises frames for the wire. Bodies are UTF-8 text here (SockJS carries strings), and every frame with a
// body states its byte length so a client never has to scan for NUL.
import { type Command, type Headers, type StompVersion, escapeHeader, usesEscaping } from './frame';

export function serializeFrame(
  command: Command,
  headers: Headers,
  body: string | Buffer = '',
  version: StompVersion = '1.2',
): string {
  const bodyText = typeof body === 'string' ? body : body.toString('utf8');
  const escape = usesEscaping(command, version);
  let out = command + '\n';
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'content-length') continue;
    // Without escaping an EOL inside a value would end the header block early, so it is flattened instead.
    out += escape ? `${escapeHeader(name, version)}:${escapeHeader(value, version)}\n` : `${flatten(name)}:${flatten(value)}\n`;
  }
  if (bodyText.length > 0) out += `content-length:${Buffer.byteLength(bodyText, 'utf8')}\n`;
  return out + '\n' + bodyText + '\0';
}

function flatten(value: string): string {
  return value.replace(/[\r\n]/g, ' ');
}
