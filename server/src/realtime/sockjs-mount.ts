// Mounts a SockJS server on an existing HTTP server (the Fastify one) under a prefix, on the same port.
// sockjs reads xhr_send bodies without any size limit, so requests under the prefix pass a size guard first.
import { type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import { type Duplex } from 'node:stream';
import sockjs from 'sockjs';

export interface SockjsMountOptions {
  prefix: string;
  maxMessageBytes: number;
  log: (severity: string, message: string) => void;
}

type Listener = (...args: unknown[]) => void;

export function mountSockjs(httpServer: HttpServer, opts: SockjsMountOptions): sockjs.Server {
  const server = sockjs.createServer({
    prefix: opts.prefix,
    log: opts.log,
    // A SockJS session outlives a dropped polling request by this long, then counts as closed.
    disconnect_delay: 5_000,
    // Not in @types/sockjs: passed to faye-websocket to cap one websocket message.
    ...({ faye_server_options: { maxLength: opts.maxMessageBytes } } as object),
  });
  server.installHandlers(httpServer, { prefix: opts.prefix });
  guardRequests(httpServer, opts);
  return server;
}

function guardRequests(httpServer: HttpServer, opts: SockjsMountOptions): void {
  const previous = httpServer.listeners('request') as Listener[];
  httpServer.removeAllListeners('request');
  httpServer.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST' && req.url?.startsWith(opts.prefix + '/') && tooLarge(req, res, opts.maxMessageBytes)) return;
    for (const l of previous) l.call(httpServer, req, res);
  });
}

/** Refuses a declared oversize body at once, and cuts a streamed one when it passes the limit. */
function tooLarge(req: IncomingMessage, res: ServerResponse, max: number): boolean {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > max) {
    res.writeHead(413, { 'content-type': 'text/plain', connection: 'close' });
    res.end('Payload too large');
    req.resume();
    return true;
  }
  let seen = 0;
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > max) (req.socket as Duplex).destroy();
  });
  return false;
}
