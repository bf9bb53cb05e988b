// A session the server closed lingers in sockjs for disconnect_delay (a late poll still gets the close frame). Its
// timer must not hold the process: a server that closed its sessions and stopped waited 5 s to exit.
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type sockjs from 'sockjs';
import { closeConnection, mountSockjs, releaseLingering } from './sockjs-mount';

type Timer = { hasRef(): boolean } | null | undefined;
const lingeringTimer = (conn: sockjs.Connection): Timer => (conn as unknown as { _session?: { to_tref?: Timer } })._session?.to_tref;

let server: Server;
let base: string;
let onConnection: (conn: sockjs.Connection) => void;

beforeAll(async () => {
  server = http.createServer();
  mountSockjs(server, { prefix: '/ws', maxMessageBytes: 64 * 1024, log: () => undefined })
    .on('connection', (conn: sockjs.Connection) => onConnection(conn));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Opens an xhr-streaming session that the server closes as soon as it opens; resolves with the connection. */
async function closedByServer(sessionId: string, release: boolean): Promise<{ conn: sockjs.Connection; body: string }> {
  const opened = new Promise<sockjs.Connection>((resolve) => {
    onConnection = (conn) => {
      if (release) closeConnection(conn);
      else conn.close();
      resolve(conn);
    };
  });
  const res = await fetch(`${base}/000/${sessionId}/xhr_streaming`, { method: 'POST' });
  const body = await res.text();
  return { conn: await opened, body };
}

describe('closeConnection and releaseLingering', () => {
  it('a plain close leaves sockjs holding the process for disconnect_delay (what they are for)', async () => {
    const { conn, body } = await closedByServer('held', false);
    expect(body).toContain('c[1000,"Normal closure"]');
    expect(lingeringTimer(conn)?.hasRef()).toBe(true);
    releaseLingering(conn);
  });

  it('closeConnection lets the process go, and the lingering session still answers a late poll with the close frame', async () => {
    const { conn } = await closedByServer('released', true);
    expect(lingeringTimer(conn)?.hasRef()).toBe(false);
    const late = await fetch(`${base}/000/released/xhr`, { method: 'POST' });
    expect(await late.text()).toContain('c[1000,"Normal closure"]');
    // That poll started the delay again, with a timer of its own.
    releaseLingering(conn);
    expect(lingeringTimer(conn)?.hasRef()).toBe(false);
  });

  it('releaseLingering does nothing for a connection whose session is already gone', () => {
    expect(() => releaseLingering({} as sockjs.Connection)).not.toThrow();
  });
});
