// Interoperability with a second, independent STOMP implementation: stompit (its own frame parser and writer, not
// the @stomp/stompjs the web app uses) over the raw WebSocket endpoint. ws's stream adapter sends what stompit writes
// as binary WebSocket frames, the case STOMP 1.2 allows and that once was refused.
import { once } from 'node:events';
import { Client as StompitClient } from 'stompit';
import WebSocket, { createWebSocketStream } from 'ws';
import { backends } from '../../test-support/test-app';
import { createScratchDatabase, type ScratchDatabase } from '../../test-support/scratch-database';
import { type TestServer, type TestUser, createUser, startTestServer } from '../../test-support/realtime/realtime-test-app';

interface Received {
  body: string;
}

async function connectStompit(server: TestServer, token: string): Promise<StompitClient> {
  const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/api/ws/websocket`);
  await once(socket, 'open');
  const client = new StompitClient(createWebSocketStream(socket));
  await new Promise<void>((resolve, reject) => {
    client.connect({ host: 'localhost', 'accept-version': '1.2', 'heart-beat': '0,0', Authorization: `Bearer ${token}` },
      (err) => (err ? reject(err) : resolve()));
  });
  return client;
}

function subscribe(client: StompitClient, destination: string, into: Received[]): void {
  client.subscribe({ destination, ack: 'auto' }, (err, message) => {
    if (err) return;
    message.readString('utf-8', (readErr, body) => {
      if (!readErr) into.push({ body: body ?? '' });
    });
  });
}

const waitUntil = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe.each(backends())('stompit on the raw WebSocket endpoint (%s)', (backend) => {
  let server: TestServer;
  let pg: ScratchDatabase | null = null;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    pg = backend === 'postgres' ? await createScratchDatabase(process.env.DATABASE_URL as string, { migrated: false }) : null;
    server = await startTestServer({ databaseUrl: pg?.url });
    [alice, bob] = await Promise.all([createUser(server.database, 'alice'), createUser(server.database, 'bob')]);
  });
  afterAll(async () => {
    await server?.close();
    await pg?.drop();
  });

  it('connects with a bearer token, round-trips a message with a receipt, and gets a refusal on its error queue', async () => {
    const a = await connectStompit(server, alice.token);
    const b = await connectStompit(server, bob.token);
    const atBob: Received[] = [];
    const aliceErrors: Received[] = [];
    subscribe(b, `/user/${bob.id}/queue/messages`, atBob);
    subscribe(a, '/user/queue/errors', aliceErrors);

    // A RECEIPT for a frame sent after the SUBSCRIBE proves the subscription is in place.
    await new Promise<void>((resolve) => {
      const frame = b.send({ destination: '/app/chat.addUser', receipt: 'bob-ready' } as never, { onReceipt: () => resolve(), onError: () => {} });
      frame.end(JSON.stringify({ senderId: bob.id }));
    });

    // Sending to oneself is an application refusal: answered on the error queue, the session stays open.
    a.send({ destination: '/app/chat.sendMessage', 'content-type': 'application/json' }).end(
      JSON.stringify({ senderId: alice.id, recipientId: alice.id, content: 'me' }),
    );
    let receipted = false;
    const frame = a.send({ destination: '/app/chat.sendMessage', 'content-type': 'application/json', receipt: 'm1' } as never,
      { onReceipt: () => { receipted = true; }, onError: () => {} });
    frame.end(JSON.stringify({ senderId: alice.id, recipientId: bob.id, content: 'hello from stompit', clientMessageId: 'stompit-1' }));

    await waitUntil(() => atBob.length === 1 && aliceErrors.length === 1 && receipted);
    expect(JSON.parse(atBob[0]!.body)).toMatchObject({ senderId: alice.id, recipientId: bob.id, content: 'hello from stompit' });
    expect(JSON.parse(aliceErrors[0]!.body)).toMatchObject({ status: 400 });

    // Still connected after the refusal: a second message goes through on the same session.
    a.send({ destination: '/app/chat.sendMessage', 'content-type': 'application/json' }).end(
      JSON.stringify({ senderId: alice.id, recipientId: bob.id, content: 'second', clientMessageId: 'stompit-2' }),
    );
    await waitUntil(() => atBob.length === 2);
    expect(JSON.parse(atBob[1]!.body)).toMatchObject({ content: 'second' });

    await Promise.all([
      new Promise<void>((resolve) => a.disconnect(() => resolve())),
      new Promise<void>((resolve) => b.disconnect(() => resolve())),
    ]);
  });

  // A refused CONNECT is not replayed with stompit: stompit 1.0.0 destroys the ERROR frame's own stream instead of
  // the client when the frame has a text/plain body (`this` in its 'end' handler), which throws inside stompit. The
  // refusal itself is covered in stomp-protocol.test.ts.
});
