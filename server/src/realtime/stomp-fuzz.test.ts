// Fuzzes the STOMP layer over a real SockJS websocket: generated multi-item batches of frames with bad escapes,
// lying content-length headers, oversized and truncated frames, garbage and non-string items, before and after
// CONNECT. No input may crash the process or earn an "Internal server error"; afterwards the server still
// answers health and carries a chat message. Seeded: FUZZ_SEED=<n> replays a run (printed when a run fails).
import fc from 'fast-check';
import { nulText } from '../fuzz/evil-input';
import { RawStompClient } from '../../test-support/realtime/raw-stomp-client';
import { SockjsSocket } from '../../test-support/realtime/sockjs-socket';
import { type TestServer, type TestUser, createUser, startTestServer } from '../../test-support/realtime/realtime-test-app';

const RUNS = Number(process.env.FUZZ_STOMP_RUNS ?? 150);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

let server: TestServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  server = await startTestServer({ env: { CHAT_SEND_BURST: '100000000' }, realtime: { connectTimeoutMs: 2000 } });
  [alice, bob] = await Promise.all([createUser(server.database, 'alice'), createUser(server.database, 'bob')]);
});

afterAll(async () => {
  await server?.close();
});

const COMMANDS = ['CONNECT', 'STOMP', 'SEND', 'SUBSCRIBE', 'UNSUBSCRIBE', 'ACK', 'NACK', 'BEGIN', 'COMMIT', 'ABORT', 'DISCONNECT'];

const headerText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('\\t', '\\', '\\r', '\\c\\n\\\\', 'a\\x', ':', '\r'),
  nulText,
);

const header = fc.oneof(
  fc.tuple(fc.constantFrom('destination', 'id', 'ack', 'receipt', 'transaction', 'subscription', 'message-id', 'heart-beat', 'accept-version', 'content-type'), headerText),
  fc.tuple(fc.constant('destination'), fc.constantFrom('/app/chat.sendMessage', '/app/chat.addUser', '/user/1/queue/messages', '/topic/x', '')),
  fc.tuple(fc.constant('ack'), fc.constantFrom('auto', 'client', 'client-individual', 'bogus')),
  fc.tuple(fc.constant('content-length'), fc.oneof(fc.nat(200).map(String), fc.constantFrom('-1', '99999999999', 'abc', '1e3', ''))),
  fc.tuple(headerText, headerText),
);

const chatBody = () => fc.oneof(
  fc.record({ senderId: fc.oneof(fc.constant(alice.id), fc.integer()), recipientId: fc.oneof(fc.constant(bob.id), fc.integer(), fc.constant(2 ** 31)), content: fc.oneof(fc.string(), nulText) })
    .map((b) => JSON.stringify(b)),
  fc.json(),
  fc.string(),
);

const frame = () => fc.tuple(fc.oneof(fc.constantFrom(...COMMANDS), fc.string({ maxLength: 12 })), fc.array(header, { maxLength: 6 }), chatBody(), fc.boolean())
  .map(([command, headers, body, terminated]) => `${command}\n${headers.map(([k, v]) => `${k}:${v}`).join('\n')}\n\n${body}${terminated ? '\0' : ''}`);

/** One transport message: a batch of items (frames, pieces of frames, heart-beats, oversized or non-string items). */
const batch = () => fc.array(fc.oneof(
  { weight: 6, arbitrary: frame() },
  { weight: 1, arbitrary: frame().map((f) => f.slice(0, Math.floor(f.length / 2))) },
  { weight: 1, arbitrary: fc.constantFrom('\n', '\r\n', '\0', '') },
  { weight: 1, arbitrary: fc.integer({ min: 60_000, max: 200_000 }).map((n) => `SEND\ndestination:/app/chat.sendMessage\n\n${'x'.repeat(n)}\0`) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.constant(null), fc.dictionary(fc.string(), fc.string())) },
), { minLength: 1, maxLength: 20 }).map((items) => JSON.stringify(items));

const rawMessage = () => fc.oneof(
  { weight: 8, arbitrary: batch() },
  { weight: 1, arbitrary: fc.oneof(fc.string(), fc.constantFrom('[', '["a",', '{"__proto__":[]}', '"x"', '[[["x"]]]', 'null')) },
);

it(`survives generated STOMP traffic over SockJS (seed ${SEED}, ${RUNS} sessions)`, async () => {
  const internalErrors: string[] = [];
  await fc.assert(
    fc.asyncProperty(fc.boolean(), fc.array(rawMessage(), { minLength: 1, maxLength: 4 }), async (authenticate, messages) => {
      const s = await SockjsSocket.open(server.baseUrl);
      try {
        if (authenticate) {
          s.sendBatch([`CONNECT\naccept-version:1.1,1.2\nheart-beat:0,0\nAuthorization:Bearer ${alice.token}\n\n\0`]);
          await s.waitFor((m) => m.startsWith('CONNECTED'), 3000);
        }
        for (const m of messages) if (!s.isClosed) s.sendRaw(m);
        await s.waitFor((m) => m.startsWith('ERROR'), 100);
        internalErrors.push(...s.messages.filter((m) => m.includes('Internal server error')));
      } finally {
        s.terminate();
      }
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );
  expect(internalErrors).toEqual([]);

  // Still serving: health over HTTP and a chat message from alice to bob over STOMP.
  expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  const receiver = await RawStompClient.open(server.baseUrl);
  expect((await receiver.connect(bob.token)).command).toBe('CONNECTED');
  receiver.send(`SUBSCRIBE\nid:0\ndestination:/user/${bob.id}/queue/messages\nreceipt:sub\n\n\0`);
  expect((await receiver.next()).headers['receipt-id']).toBe('sub');
  const sender = await RawStompClient.open(server.baseUrl);
  expect((await sender.connect(alice.token)).command).toBe('CONNECTED');
  sender.send(`SEND\ndestination:/app/chat.sendMessage\n\n${JSON.stringify({ senderId: alice.id, recipientId: bob.id, content: 'after the fuzz' })}\0`);
  let delivered = await receiver.next();
  while (delivered.command !== 'MESSAGE') delivered = await receiver.next();
  expect(JSON.parse(delivered.body.toString()).content).toBe('after the fuzz');
  sender.close();
  receiver.close();
}, 180_000);
