// Mounts a SockJS server on an existing HTTP server (the Fastify one) under a prefix, on the same port.
// sockjs reads xhr_send bodies without any size limit, so requests under the prefix pass a size guard first, and
// it answers a client's malformed send body with 500, which the guard turns into the 400 it is.
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
    if (req.method === 'POST' && req.url?.startsWith(opts.prefix + '/')) {
      if (tooLarge(req, res, opts.maxMessageBytes)) return;
      if (SEND_PATH.test(req.url)) clientErrorsAre400(res);
    }
    for (const l of previous) l.call(httpServer, req, res);
  });
}

const SEND_PATH = /\/(xhr_send|jsonp_send)\/?(\?.*)?$/;

/**
 * On the send paths sockjs only parses the body and hands its items to the session (whose handler never throws),
 * so every 500 it writes there ("Payload expected.", "Broken JSON encoding.", a body like {"__proto__":null})
 * is the client's mistake.
 */
function clientErrorsAre400(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  (res as { writeHead: typeof writeHead }).writeHead = (status: number, ...rest: unknown[]) =>
    writeHead(status === 500 ? 400 : status, ...rest);
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

/** The parts of sockjs's (untyped) session that say how much output waits for a connection. */
interface SockjsInternals {
  _session?: {
    send_buffer?: string[];
    /** The session's pending timer: after a close, the end of its disconnect_delay (then 'close' is emitted). */
    to_tref?: NodeJS.Timeout | null;
    recv?: { connection?: Duplex; request?: IncomingMessage; response?: ServerResponse | null } | null;
  } | null;
}

function socketOf(conn: sockjs.Connection): Duplex | undefined {
  const recv = (conn as unknown as SockjsInternals)._session?.recv;
  return recv?.connection ?? recv?.response?.socket ?? recv?.request?.socket ?? undefined;
}

/**
 * Bytes written to this connection that its peer has not taken yet: sockjs's own queue (polling transports
 * between requests) plus what the socket buffers in user space once the kernel's buffers are full.
 */
export function outboundBytes(conn: sockjs.Connection): number {
  let bytes = 0;
  for (const chunk of (conn as unknown as SockjsInternals)._session?.send_buffer ?? []) bytes += chunk.length;
  return bytes + (socketOf(conn)?.writableLength ?? 0);
}

/**
 * Ends a connection at once, dropping whatever is still queued for it: a peer that does not read would never
 * complete a closing handshake, and its queue would stay in memory.
 */
export function destroyConnection(conn: sockjs.Connection): void {
  const socket = socketOf(conn);
  if (socket) socket.destroy();
  else closeConnection(conn);
}

/** Closes a connection (the close frame is sent or kept for the next poll) without its lingering holding the process. */
export function closeConnection(conn: sockjs.Connection): void {
  conn.close();
  releaseLingering(conn);
}

/**
 * After a close, sockjs keeps the session for disconnect_delay (a late poll still gets the close frame) in a timer
 * that holds the process open: a server that closes its sessions and stops would wait 5 s to exit. The timer still
 * fires while the process runs; it no longer keeps it running.
 */
export function releaseLingering(conn: sockjs.Connection): void {
  (conn as unknown as SockjsInternals)._session?.to_tref?.unref();
}
