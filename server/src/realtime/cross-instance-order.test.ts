// Per-conversation order across instances: two instances share PostgreSQL and Redis; Alice sends 400 messages 15 ms
// apart on the first while Bob answers now and then on the second, and raw STOMP subscribers (no re-sorting client
// library) on each instance must see every message once, in sequence order. A REDIS_PREFIX keeps this deployment
// apart from whatever else uses the machine's Redis.
import { randomBytes } from 'node:crypto';
import type { ChatMessage } from 'shared-api';
import { type ScratchDatabase, createScratchDatabase } from '../../test-support/scratch-database';
import { POSTGRES_ADMIN_URL, REDIS_URL, sharedServicesMissing } from '../../test-support/realtime/services-probe';
import { type TestServer, type TestUser, createUser, startTestServer } from '../../test-support/realtime/realtime-test-app';
import { RawStompClient } from '../../test-support/realtime/raw-stomp-client';
import { chatClient, publishWithReceipt } from '../../test-support/realtime/stomp-test-client';

const missing = sharedServicesMissing();
const suite = missing ? describe.skip : describe;
const SENT = 400;
const GAP_MS = 15;

async function subscriber(server: TestServer, user: TestUser): Promise<{ raw: RawStompClient; sequences: () => number[] }> {
  const raw = await RawStompClient.open(server.baseUrl);
  const connected = await raw.connect(user.token);
  expect(connected.command).toBe('CONNECTED');
  raw.send(`SUBSCRIBE\nid:m\ndestination:/user/${user.id}/queue/messages\nreceipt:sub\n\n\0`);
  expect((await raw.next()).command).toBe('RECEIPT');
  return {
    raw,
    sequences: () => raw.frames.filter((f) => f.command === 'MESSAGE')
      .map((f) => (JSON.parse(f.body.toString('utf8')) as ChatMessage).sequence),
  };
}

function outOfOrder(sequences: number[]): number {
  let count = 0;
  for (let i = 1; i < sequences.length; i++) if (sequences[i]! <= sequences[i - 1]!) count++;
  return count;
}

suite(`order across instances${missing ? ` (${missing})` : ''}`, () => {
  let scratch: ScratchDatabase;
  let one: TestServer;
  let two: TestServer;
  const env = { CHAT_SEND_BURST: '1000', CHAT_SEND_PER_SECOND: '200', REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}:` };

  beforeAll(async () => {
    scratch = await createScratchDatabase(POSTGRES_ADMIN_URL);
    one = await startTestServer({ databaseUrl: scratch.url, redisUrl: REDIS_URL, migrate: false, env });
    two = await startTestServer({ databaseUrl: scratch.url, redisUrl: REDIS_URL, migrate: false, env });
  });

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await scratch?.drop();
  });

  it(`${SENT} messages ${GAP_MS} ms apart reach raw subscribers on both instances once each, in sequence order`, async () => {
    const [alice, bob] = await Promise.all([createUser(one.database, 'alice'), createUser(one.database, 'bob')]);
    const aliceSender = chatClient({ baseUrl: one.baseUrl, token: alice.token, transport: 'websocket' });
    const bobSender = chatClient({ baseUrl: two.baseUrl, token: bob.token, transport: 'websocket' });
    await Promise.all([aliceSender.connected(), bobSender.connected()]);
    const bobOnTwo = await subscriber(two, bob);
    const aliceOnTwo = await subscriber(two, alice);
    const aliceOnOne = await subscriber(one, alice);
    try {
      // The conversation exists before the burst (as in a running service).
      await publishWithReceipt(aliceSender.client, '/app/chat.sendMessage', { senderId: alice.id, recipientId: bob.id, content: 'hi', clientMessageId: 'a-0' });
      let bobSent = 0;
      for (let i = 1; i <= SENT; i++) {
        aliceSender.client.publish({
          destination: '/app/chat.sendMessage',
          body: JSON.stringify({ senderId: alice.id, recipientId: bob.id, content: `m${i}`, clientMessageId: `a-${i}` }),
        });
        if (i % 10 === 0) {
          bobSent++;
          bobSender.client.publish({
            destination: '/app/chat.sendMessage',
            body: JSON.stringify({ senderId: bob.id, recipientId: alice.id, content: `r${i}`, clientMessageId: `b-${i}` }),
          });
        }
        await new Promise((r) => setTimeout(r, GAP_MS));
      }
      const total = 1 + SENT + bobSent;
      const deadline = Date.now() + 15_000;
      const all = [bobOnTwo, aliceOnTwo, aliceOnOne];
      while (all.some((s) => s.sequences().length < total) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));

      for (const s of all) {
        const seen = s.sequences();
        expect(seen).toHaveLength(total);
        expect(outOfOrder(seen)).toBe(0);
        expect(new Set(seen).size).toBe(total);
      }
      expect([...bobOnTwo.sequences()]).toEqual(Array.from({ length: total }, (_, i) => i + 1));
      expect(aliceSender.errors).toEqual([]);
      expect(bobSender.errors).toEqual([]);
    } finally {
      for (const s of [bobOnTwo, aliceOnTwo, aliceOnOne]) s.raw.close();
      await Promise.all([aliceSender.client.deactivate(), bobSender.client.deactivate()]);
    }
  }, 60_000);
});
