// Block and message requests through the real app with its realtime server, on PGlite (and PostgreSQL with
// DATABASE_URL): after a block every path between the two is closed in both directions (REST send, STOMP SEND, a
// SockJS batch, conversation open, collaboration requests, typing, read receipts, presence, notifications,
// discovery and name search), nothing the blocked member sends is stored, and unblocking restores it all. Message
// requests: a stranger's first message lands in Requests, a detector hit in Spam, Accept (or a reply) moves it to
// the Inbox, until then no typing, receipt or presence reaches the sender, and Accept sends each the other's presence.
import type { Client } from '@stomp/stompjs';
import { and, count, eq } from 'drizzle-orm';
import {
  CANT_REQUEST_MESSAGE, CANT_SEND_MESSAGE, type BlockedChannelsResponse, type ChannelCard, type ChatMessage,
  type Conversation, type MessageRequestPreview, type TypingEvent,
} from 'shared-api';
import { channelCollaboration, collabRequests, messages, notifications, users } from '../../db/schema';
import type { PresenceState } from '../../realtime/presence';
import { SockjsSocket } from '../../../test-support/realtime/sockjs-socket';
import { type TestServer, startTestServer } from '../../../test-support/realtime/realtime-test-app';
import { chatClient, collect, publishWithReceipt, type OpenedClient } from '../../../test-support/realtime/stomp-test-client';
import { createScratchDatabase, type ScratchDatabase } from '../../../test-support/scratch-database';
import { backends, type TestContext } from '../../../test-support/test-app';
import { validatedUser, type TestMember } from '../../../test-support/users';

const SCAM = 'Hi! Loved your channel. Contract is here https://www.mediafire.com/file/x1/contract.zip — reply on Telegram @brand_pr';
/** Long enough for a frame that would be delivered to arrive (the positive controls prove the path is live). */
const QUIET_MS = 400;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// A real server with STOMP clients, several members each: generous on a busy machine.
jest.setTimeout(240_000);

describe.each(backends())('block and message requests on %s', (backend) => {
  let server: TestServer;
  let scratch: ScratchDatabase | null = null;
  let ctx: TestContext;
  const clients: OpenedClient[] = [];
  const sockets: SockjsSocket[] = [];

  beforeAll(async () => {
    scratch = backend === 'postgres'
      ? await createScratchDatabase(process.env.DATABASE_URL as string, { prefix: 'collabhub_blocks', migrated: false })
      : null;
    server = await startTestServer({
      ...(scratch ? { databaseUrl: scratch.url } : {}),
      env: { RATE_LIMIT_SEARCH_PER_MINUTE: '100000', RATE_LIMIT_WRITES_PER_MINUTE: '100000' },
    });
    ctx = { app: server.app, database: server.database, config: server.app.config, backend, close: async () => {} };
  }, 240_000);
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.close();
    await Promise.all(clients.splice(0).map((c) => c.client.deactivate()));
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
  });

  const inject = (who: TestMember, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
  const send = (from: TestMember, to: TestMember, content: string) =>
    inject(from, 'POST', '/api/messages', { senderId: from.userId, recipientId: to.userId, content });
  const sent = async (from: TestMember, to: TestMember, content: string) => {
    const res = await send(from, to, content);
    expect(res.statusCode).toBe(200);
    return res.json<ChatMessage>();
  };
  const list = async (who: TestMember, folder?: string) => {
    const res = await inject(who, 'GET', `/api/conversations/${who.userId}${folder ? `?folder=${folder}` : ''}`);
    expect(res.statusCode).toBe(200);
    return res.json<Conversation[]>();
  };
  const withOther = async (who: TestMember, other: TestMember) =>
    (await list(who)).find((c) => c.opponentUserId === other.userId);
  const presence = (viewer: TestMember, subject: TestMember) =>
    fetch(`${server.baseUrl}/api/presence/${subject.userId}`, { headers: viewer.auth });
  const connect = async (who: TestMember) => {
    const c = chatClient({ baseUrl: server.baseUrl, token: who.idToken, transport: 'websocket' });
    clients.push(c);
    await c.connected();
    return c;
  };
  /** Every queue of a member, subscribed before anything happens (a RECEIPT confirms the subscriptions). */
  const listen = async (who: TestMember) => {
    const c = await connect(who);
    const q = (kind: string) => `/user/${who.userId}/queue/${kind}`;
    const queues = {
      client: c.client as Client,
      messages: collect<ChatMessage>(c.client, q('messages')),
      typing: collect<TypingEvent>(c.client, q('typing')),
      receipts: collect<{ conversationId: number; readerId: number }>(c.client, q('receipts')),
      presence: collect<PresenceState>(c.client, q('presence')),
      notifications: collect<{ event: string; userId?: number; reason?: string }>(c.client, q('notifications')),
      errors: collect<{ status: number; message: string }>(c.client, '/user/queue/errors'),
    };
    await publishWithReceipt(c.client, '/app/chat.addUser', { senderId: who.userId });
    return queues;
  };
  const typing = (c: Client, conversationId: number, on = true) =>
    publishWithReceipt(c, '/app/chat.typing', { conversationId, typing: on });
  const markRead = (who: TestMember, conversationId: number) =>
    inject(who, 'POST', `/api/conversations/${conversationId}/mark-as-read/${who.userId}`);
  const storedFrom = async (sender: TestMember, recipient: TestMember) => Number((await ctx.database.db.select({ n: count() })
    .from(messages).where(and(eq(messages.senderId, sender.userId), eq(messages.recipientId, recipient.userId))))[0]?.n ?? 0);

  describe('message requests', () => {
    it("a stranger's first message lands in Requests, a detector hit in Spam; Accept or a reply moves it to the Inbox", async () => {
      const [stranger, scammer, member] = await Promise.all([
        validatedUser(ctx, 'stranger', { name: 'Stranger Studio' }), validatedUser(ctx, 'scammer', { name: 'Deals Agency' }),
        validatedUser(ctx, 'member', { name: 'Member Makes' }),
      ]);
      const hello = await sent(stranger, member, 'Hi! I love your builds, want to do a video together?');
      await sent(scammer, member, SCAM);

      const all = await list(member);
      expect(all.find((c) => c.opponentUserId === stranger.userId)?.folder).toBe('REQUESTS');
      expect(all.find((c) => c.opponentUserId === scammer.userId)?.folder).toBe('SPAM');
      expect((await list(member, 'REQUESTS')).map((c) => c.opponentUserId)).toEqual([stranger.userId]);
      expect((await list(member, 'SPAM')).map((c) => c.opponentUserId)).toEqual([scammer.userId]);
      expect(await list(member, 'INBOX')).toEqual([]);
      // The sender's side is their inbox: they wrote.
      expect((await withOther(stranger, member))?.folder).toBe('INBOX');
      expect((await inject(member, 'GET', `/api/conversations/${member.userId}?folder=TRASH`)).statusCode).toBe(400);

      const preview = await inject(member, 'GET', `/api/message-requests/${hello.conversationId}`);
      expect(preview.statusCode).toBe(200);
      expect(preview.json<MessageRequestPreview>()).toMatchObject({
        conversationId: hello.conversationId, folder: 'REQUESTS',
        sender: { userId: stranger.userId, channelName: 'Stranger Studio', subscriberTier: '1K–10K', accountAgeDays: 0, verified: false },
      });
      // Same category (validatedUser's default) is a shared topic.
      expect(preview.json<MessageRequestPreview>().sharedTopics.length).toBeGreaterThan(0);
      // Only the recipient of a request sees its preview (the sender, and anyone else: 404).
      expect((await inject(stranger, 'GET', `/api/message-requests/${hello.conversationId}`)).statusCode).toBe(404);
      expect((await inject(scammer, 'GET', `/api/message-requests/${hello.conversationId}`)).statusCode).toBe(404);
      expect((await inject(scammer, 'POST', `/api/message-requests/${hello.conversationId}/accept`)).statusCode).toBe(404);

      // Accept moves it to the Inbox (twice is once).
      expect((await inject(member, 'POST', `/api/message-requests/${hello.conversationId}/accept`)).statusCode).toBe(200);
      expect((await inject(member, 'POST', `/api/message-requests/${hello.conversationId}/accept`)).statusCode).toBe(200);
      expect((await withOther(member, stranger))?.folder).toBe('INBOX');
      expect((await inject(member, 'DELETE', `/api/message-requests/${hello.conversationId}`)).statusCode).toBe(409);

      // Delete: gone from every folder until the sender writes again.
      const spamId = (await withOther(member, scammer))!.id;
      expect((await inject(member, 'DELETE', `/api/message-requests/${spamId}`)).statusCode).toBe(200);
      expect(await withOther(member, scammer)).toBeUndefined();
      await sent(scammer, member, 'hello again');
      expect((await withOther(member, scammer))?.folder).toBe('SPAM');
      // Replying is accepting.
      await sent(member, scammer, 'No thanks.');
      expect((await withOther(member, scammer))?.folder).toBe('INBOX');
    });

    it('a conversation after an accepted collaboration request is not a request', async () => {
      const [owner, requester] = await Promise.all([validatedUser(ctx, 'owner'), validatedUser(ctx, 'requester')]);
      await ctx.database.db.update(users).set({ isPremium: true }).where(eq(users.id, requester.userId));
      await ctx.database.db.insert(channelCollaboration).values({ channelId: owner.channel.id, options: { GUEST_APPEARANCE: { available: true, description: '' } } });
      const created = await inject(requester, 'POST', '/api/collab-requests', { channelId: owner.channel.id, option: 'GUEST_APPEARANCE', timing: 'May', message: 'Hi' });
      expect(created.statusCode).toBe(200);
      expect((await inject(owner, 'POST', `/api/collab-requests/${created.json<{ id: number }>().id}/accept`, {})).statusCode).toBe(200);
      expect((await withOther(owner, requester))?.folder).toBe('INBOX');
    });

    it('no typing, read receipt or presence reaches the sender until the request is accepted', async () => {
      const [sender, recipient] = await Promise.all([validatedUser(ctx, 'req-sender'), validatedUser(ctx, 'req-recipient')]);
      const s = await listen(sender);
      const r = await listen(recipient);
      const first = await sent(sender, recipient, 'Hello there, fellow creator!');
      await r.messages.waitFor(1);

      await typing(r.client, first.conversationId);
      expect((await markRead(recipient, first.conversationId)).statusCode).toBe(200);
      expect((await presence(sender, recipient)).status).toBe(404);
      expect((await withOther(sender, recipient))?.opponentLastReadSequence).toBe(0);
      await sleep(QUIET_MS);
      expect(s.typing.bodies).toEqual([]);
      expect(s.receipts.bodies).toEqual([]);
      expect(s.presence.bodies.filter((p) => p.userId === recipient.userId)).toEqual([]);
      // The sender's own signals do reach the recipient (they wrote).
      await typing(s.client, first.conversationId);
      expect((await r.typing.waitFor(1))[0]).toMatchObject({ userId: sender.userId, typing: true });

      expect((await inject(recipient, 'POST', `/api/message-requests/${first.conversationId}/accept`)).statusCode).toBe(200);
      // The receipt held back while it was a request arrives with the Accept.
      expect((await s.receipts.waitFor(1))[0]).toMatchObject({ conversationId: first.conversationId, readerId: recipient.userId, lastReadSequence: 1 });
      await typing(r.client, first.conversationId, false);
      expect(await s.typing.waitFor(1)).toEqual([{ conversationId: first.conversationId, userId: recipient.userId, typing: false }]);
      await sent(sender, recipient, 'Great!');
      expect((await markRead(recipient, first.conversationId)).statusCode).toBe(200);
      expect((await s.receipts.waitFor(2))).toHaveLength(2);
      expect((await presence(sender, recipient)).status).toBe(200);
      expect((await withOther(sender, recipient))?.opponentLastReadSequence).toBe(2);
    });

    it("Accept sends the sender the recipient's presence and the recipient the sender's", async () => {
      const [sender, recipient] = await Promise.all([validatedUser(ctx, 'intro-sender'), validatedUser(ctx, 'intro-recipient')]);
      const s = await listen(sender);
      const r = await listen(recipient);
      const first = await sent(sender, recipient, 'Hi, I make woodworking videos too!');
      await r.messages.waitFor(1);
      await sleep(QUIET_MS);
      const fromSender = () => r.presence.bodies.filter((p) => p.userId === sender.userId);
      const fromRecipient = () => s.presence.bodies.filter((p) => p.userId === recipient.userId);
      expect(fromRecipient()).toEqual([]);
      // (The recipient may have been told the sender's presence with the first message: realtime-server.ts.)
      const before = fromSender().length;

      const [senderHeard, recipientHeard] = [s.presence.bodies.length, r.presence.bodies.length];
      expect((await inject(recipient, 'POST', `/api/message-requests/${first.conversationId}/accept`)).statusCode).toBe(200);
      await s.presence.waitFor(senderHeard + 1);
      expect(fromRecipient()).toEqual([expect.objectContaining({ userId: recipient.userId, online: true })]);
      await r.presence.waitFor(recipientHeard + 1);
      expect(fromSender().slice(before)).toEqual([expect.objectContaining({ userId: sender.userId, online: true })]);

      // An Accept that changes nothing (accepted already) sends nothing again.
      expect((await inject(recipient, 'POST', `/api/message-requests/${first.conversationId}/accept`)).statusCode).toBe(200);
      await sleep(QUIET_MS);
      expect(fromRecipient()).toHaveLength(1);
      // From now on the sender hears the recipient's changes too: the recipient goes offline.
      const heard = s.presence.bodies.length;
      await r.client.deactivate();
      await s.presence.waitFor(heard + 1);
      expect(fromRecipient().at(-1)).toMatchObject({ userId: recipient.userId, online: false });
    });
  });

  describe('block', () => {
    it('closes every path both ways, stores nothing, and unblocking restores it all', async () => {
      const [blocker, blocked, bystander] = await Promise.all([
        validatedUser(ctx, 'blocker', { name: 'Blocker Bakes' }), validatedUser(ctx, 'blocked', { name: 'Blocked Beats' }),
        validatedUser(ctx, 'bystander', { name: 'Bystander Bikes' }),
      ]);
      // They already talked: both wrote, so each sees the other's presence and signals.
      const opening = await sent(blocked, blocker, 'Hi!');
      await sent(blocker, blocked, 'Hello!');
      const conversationId = opening.conversationId;
      // A pending collaboration request from the blocked member, declined silently by the block.
      await ctx.database.db.update(users).set({ isPremium: true }).where(eq(users.id, blocked.userId));
      await ctx.database.db.insert(channelCollaboration).values({ channelId: blocker.channel.id, options: { GUEST_APPEARANCE: { available: true, description: '' } } });
      const pending = await inject(blocked, 'POST', '/api/collab-requests', { channelId: blocker.channel.id, option: 'GUEST_APPEARANCE', timing: 'May', message: 'Collab?' });
      expect(pending.statusCode).toBe(200);
      const pendingId = pending.json<{ id: number }>().id;

      const b = await listen(blocker);
      const a = await listen(blocked);

      const discover = async (who: TestMember) => (await inject(who, 'POST', '/api/loadFilteredChannels', { pagination: { page: 0, limit: 100 } }))
        .json<{ channels: ChannelCard[] }>().channels.map((c) => c.id);
      const search = async (who: TestMember, name: string) => (await inject(who, 'POST', '/api/findChannelsByName', { name }))
        .json<{ channels: ChannelCard[] }>().channels.map((c) => c.id);
      // Both list each other before the block (each viewer's hidden channels are now remembered for a few seconds).
      expect(await discover(blocker)).toContain(blocked.channel.id);
      expect(await search(blocked, 'Blocker Bakes')).toContain(blocker.channel.id);

      // Block (idempotent); the blocker's open sessions hear it at once.
      expect((await inject(blocker, 'POST', '/api/blocks', { userId: blocked.userId })).statusCode).toBe(200);
      expect((await inject(blocker, 'POST', '/api/blocks', { userId: blocked.userId })).statusCode).toBe(200);
      const changed = (await b.notifications.waitFor(1)).filter((n) => n.event === 'conversations-changed');
      expect(changed).toEqual([{ event: 'conversations-changed', userId: blocked.userId, reason: 'blocked' }]);
      const mine = (await inject(blocker, 'GET', '/api/blocks')).json<BlockedChannelsResponse>();
      expect(mine.blocked).toEqual([expect.objectContaining({ userId: blocked.userId, channelName: 'Blocked Beats', channelId: blocked.channel.id })]);
      // Only the blocker's list shows it; the blocked member's list is theirs.
      expect((await inject(blocked, 'GET', '/api/blocks')).json<BlockedChannelsResponse>().blocked).toEqual([]);

      const storedBefore = await storedFrom(blocked, blocker);
      const unreadBefore = (await inject(blocker, 'GET', '/api/notifications/unread')).json<{ unreadCount: number }>().unreadCount;

      // REST send, both ways: a neutral refusal.
      for (const [from, to] of [[blocked, blocker], [blocker, blocked]] as const) {
        const res = await send(from, to, 'are you there?');
        expect(res.statusCode).toBe(403);
        expect(res.json<{ message: string }>().message).toBe(CANT_SEND_MESSAGE);
        expect(res.body).not.toMatch(/block/i);
      }
      // STOMP SEND, both ways: refused on the sender's error queue.
      a.client.publish({ destination: '/app/chat.sendMessage', body: JSON.stringify({ senderId: blocked.userId, recipientId: blocker.userId, content: 'stomp?' }) });
      b.client.publish({ destination: '/app/chat.sendMessage', body: JSON.stringify({ senderId: blocker.userId, recipientId: blocked.userId, content: 'stomp?' }) });
      expect((await a.errors.waitFor(1))[0]).toMatchObject({ status: 403, message: CANT_SEND_MESSAGE });
      expect((await b.errors.waitFor(1))[0]).toMatchObject({ status: 403, message: CANT_SEND_MESSAGE });
      // A SockJS batch of SENDs from the blocked member: every one refused.
      const s = await SockjsSocket.open(server.baseUrl);
      sockets.push(s);
      const sendFrame = (i: number) => `SEND\ndestination:/app/chat.sendMessage\nreceipt:s${i}\n\n${JSON.stringify({ senderId: blocked.userId, recipientId: blocker.userId, content: `batch ${i}` })}\0`;
      s.sendBatch([
        `CONNECT\naccept-version:1.2\nAuthorization:Bearer ${blocked.idToken}\n\n\0`,
        'SUBSCRIBE\nid:e\ndestination:/user/queue/errors\n\n\0',
        sendFrame(1), sendFrame(2), sendFrame(3),
      ]);
      for (const i of [1, 2, 3]) {
        const refusal = await s.waitFor((m) => m.startsWith('MESSAGE') && m.includes(`"receiptId":"s${i}"`));
        expect(refusal).toContain(CANT_SEND_MESSAGE);
      }
      // Conversation open, both ways.
      for (const [from, to] of [[blocked, blocker], [blocker, blocked]] as const) {
        const res = await inject(from, 'POST', '/api/conversations', { user1Id: from.userId, user2Id: to.userId });
        expect(res.statusCode).toBe(403);
        expect(res.json<{ message: string }>().message).toBe(CANT_SEND_MESSAGE);
      }
      // Collaboration requests, both ways; the pending one was declined without a notice.
      const again = await inject(blocked, 'POST', '/api/collab-requests', { channelId: blocker.channel.id, option: 'GUEST_APPEARANCE', timing: 'May', message: 'Collab?' });
      expect(again.statusCode).toBe(403);
      expect(again.json<{ message: string }>().message).toBe(CANT_REQUEST_MESSAGE);
      await ctx.database.db.update(users).set({ isPremium: true }).where(eq(users.id, blocker.userId));
      await ctx.database.db.insert(channelCollaboration).values({ channelId: blocked.channel.id, options: { GUEST_APPEARANCE: { available: true, description: '' } } });
      expect((await inject(blocker, 'POST', '/api/collab-requests', { channelId: blocked.channel.id, option: 'GUEST_APPEARANCE', timing: 'May', message: 'x' })).statusCode).toBe(403);
      const [declined] = await ctx.database.db.select({ status: collabRequests.status }).from(collabRequests).where(eq(collabRequests.id, pendingId));
      expect(declined?.status).toBe('DECLINED');
      const declineNotices = await ctx.database.db.select({ n: count() }).from(notifications)
        .where(and(eq(notifications.userId, blocked.userId), eq(notifications.type, 'COLLABORATION_DECLINED')));
      expect(Number(declineNotices[0]?.n)).toBe(0);
      // Typing, both ways, and read receipts.
      await typing(a.client, conversationId);
      await typing(b.client, conversationId);
      expect((await markRead(blocker, conversationId)).statusCode).toBe(200);
      expect((await markRead(blocked, conversationId)).statusCode).toBe(200);
      // Presence, both ways: REST and pushes (the blocked member going offline and online again).
      expect((await presence(blocked, blocker)).status).toBe(404);
      expect((await presence(blocker, blocked)).status).toBe(404);
      b.presence.bodies.length = 0;
      const blockedAgain = await connect(blocked);
      await blockedAgain.client.deactivate();
      // Notifications naming the other as sender are never created.
      expect(await ctx.app.notifications.notify([{ userId: blocker.userId, senderId: blocked.userId, type: 'SYSTEM', title: 'x' }])).toEqual([]);
      expect(await ctx.app.notifications.notify([{ userId: blocked.userId, senderId: blocker.userId, type: 'SYSTEM', title: 'x' }])).toEqual([]);
      await sleep(QUIET_MS);
      expect(b.messages.bodies).toEqual([]);
      expect(a.messages.bodies).toEqual([]);
      expect(b.typing.bodies).toEqual([]);
      expect(a.typing.bodies).toEqual([]);
      expect(b.receipts.bodies).toEqual([]);
      expect(a.receipts.bodies).toEqual([]);
      expect(b.presence.bodies.filter((p) => p.userId === blocked.userId)).toEqual([]);
      expect(b.notifications.bodies.filter((n) => n.event === 'created')).toEqual([]);
      // Nothing the blocked member sent was stored for the blocker; no unread count grew.
      expect(await storedFrom(blocked, blocker)).toBe(storedBefore);
      expect((await inject(blocker, 'GET', '/api/notifications/unread')).json<{ unreadCount: number }>().unreadCount).toBeLessThanOrEqual(unreadBefore);
      // The blocker's list drops the conversation; the blocked member is not told (theirs keeps it).
      expect(await withOther(blocker, blocked)).toBeUndefined();
      expect(await withOther(blocked, blocker)).toBeDefined();

      // Discovery listing and name search, both ways.
      expect(await discover(blocker)).not.toContain(blocked.channel.id);
      expect(await discover(blocked)).not.toContain(blocker.channel.id);
      expect(await discover(bystander)).toEqual(expect.arrayContaining([blocker.channel.id, blocked.channel.id]));
      expect(await search(blocker, 'Blocked Beats')).not.toContain(blocked.channel.id);
      expect(await search(blocked, 'Blocker Bakes')).not.toContain(blocker.channel.id);
      expect(await search(bystander, 'Blocked Beats')).toContain(blocked.channel.id);

      // Unblock: everything works again.
      expect((await inject(blocker, 'DELETE', `/api/blocks/${blocked.userId}`)).statusCode).toBe(200);
      expect((await inject(blocker, 'DELETE', `/api/blocks/${blocked.userId}`)).statusCode).toBe(200);
      expect((await inject(blocker, 'GET', '/api/blocks')).json<BlockedChannelsResponse>().blocked).toEqual([]);
      await sent(blocked, blocker, 'back again');
      expect((await b.messages.waitFor(1))[0]?.content).toBe('back again');
      await publishWithReceipt(b.client, '/app/chat.sendMessage', { senderId: blocker.userId, recipientId: blocked.userId, content: 'welcome back' });
      // (A's own REST send reaches A's sessions too.)
      expect((await a.messages.waitFor(2)).map((m) => m.content)).toContain('welcome back');
      await typing(a.client, conversationId);
      expect((await b.typing.waitFor(1))[0]).toMatchObject({ userId: blocked.userId, typing: true });
      expect((await markRead(blocker, conversationId)).statusCode).toBe(200);
      expect((await a.receipts.waitFor(1))[0]).toMatchObject({ readerId: blocker.userId });
      expect((await presence(blocked, blocker)).status).toBe(200);
      expect((await presence(blocker, blocked)).status).toBe(200);
      expect((await inject(blocker, 'POST', '/api/conversations', { user1Id: blocker.userId, user2Id: blocked.userId })).statusCode).toBe(200);
      expect(await withOther(blocker, blocked)).toBeDefined();
      expect(await discover(blocker)).toContain(blocked.channel.id);
      expect(await search(blocked, 'Blocker Bakes')).toContain(blocker.channel.id);
      expect((await inject(blocked, 'POST', '/api/collab-requests', { channelId: blocker.channel.id, option: 'GUEST_APPEARANCE', timing: 'June', message: 'Collab?' })).statusCode).toBe(200);
      expect(await ctx.app.notifications.notify([{ userId: blocker.userId, senderId: blocked.userId, type: 'SYSTEM', title: 'x' }])).toHaveLength(1);
    });

    it('validates its input and checks the caller', async () => {
      const [me, other] = await Promise.all([validatedUser(ctx, 'validates'), validatedUser(ctx, 'validates-other')]);
      expect((await inject(me, 'POST', '/api/blocks', { userId: me.userId })).statusCode).toBe(400);
      expect((await inject(me, 'POST', '/api/blocks', { userId: 'x' })).statusCode).toBe(400);
      expect((await inject(me, 'POST', '/api/blocks', {})).statusCode).toBe(400);
      expect((await inject(me, 'POST', '/api/blocks', { userId: 2_000_000_000 })).statusCode).toBe(404);
      expect((await inject(me, 'DELETE', '/api/blocks/abc')).statusCode).toBe(400);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/blocks' })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'POST', url: '/api/blocks', payload: { userId: other.userId } })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/message-requests/1' })).statusCode).toBe(401);
      expect((await inject(me, 'GET', '/api/message-requests/2000000000')).statusCode).toBe(404);
    });
  });
});
