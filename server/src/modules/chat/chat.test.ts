import { and, eq } from 'drizzle-orm';
import type { ChatMessage, Conversation, NotificationPage } from 'shared-api';
import { messages, notifications } from '../../db/schema';
import { backends, createTestApp, type TestContext } from '../../../test-support/test-app';
import { registeredUser, validatedUser, type TestMember, type TestUser } from '../../../test-support/users';

describe.each(backends())('chat on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestMember;
  let bob: TestMember;
  let carol: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ backend });
    alice = await validatedUser(ctx, 'alice', { name: 'Alice Cooks' });
    bob = await validatedUser(ctx, 'bob', { name: 'Bob Builds' });
    carol = await registeredUser(ctx.app, 'carol');
  });
  afterAll(() => ctx.close());

  const send = (auth: { authorization: string }, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/messages', headers: auth, payload: payload as object });

  describe('sendMessage (shared with realtime)', () => {
    it('commits with a per-conversation sequence, unread count and MESSAGE notification, then emits', async () => {
      const heard: ChatMessage[] = [];
      ctx.app.chat.chatEvents.on('message', (m) => heard.push(m));
      const first = await ctx.app.chat.sendMessage({ senderId: alice.userId, recipientId: bob.userId, content: 'Hi Bob' });
      const second = await ctx.app.chat.sendMessage({ senderId: bob.userId, recipientId: alice.userId, content: 'Hi Alice' });
      expect(first.duplicate).toBe(false);
      expect(second.message.conversationId).toBe(first.message.conversationId);
      expect([first.message.sequence, second.message.sequence]).toEqual([1, 2]);
      expect(first.message).toEqual({
        id: expect.any(Number), conversationId: expect.any(Number), sequence: 1, senderId: alice.userId,
        recipientId: bob.userId, content: 'Hi Bob', timestamp: expect.any(String), clientMessageId: null,
      });
      expect(heard.map((m) => m.id)).toEqual([first.message.id, second.message.id]);
      const bobNotes = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, bob.userId));
      expect(bobNotes).toEqual([expect.objectContaining({ type: 'MESSAGE', title: 'New message from Alice Cooks', senderId: alice.userId })]);
      ctx.app.chat.chatEvents.removeAllListeners('message');
    });

    it('returns the original for a repeated clientMessageId and writes nothing', async () => {
      const input = { senderId: alice.userId, recipientId: bob.userId, content: 'once', clientMessageId: 'c-123' };
      const a = await ctx.app.chat.sendMessage(input);
      const before = (await ctx.database.db.select().from(messages)).length;
      const b = await ctx.app.chat.sendMessage({ ...input, content: 'changed' });
      expect(b).toEqual({ message: a.message, duplicate: true });
      expect((await ctx.database.db.select().from(messages)).length).toBe(before);
    });

    it('commits messages sent together in one batch: sequences in send order, unread counts, notifications, one error only for the bad one', async () => {
      const dana = await registeredUser(ctx.app, 'dana');
      const heard: ChatMessage[] = [];
      ctx.app.chat.chatEvents.on('message', (m) => heard.push(m));
      const sends = [
        ctx.app.chat.sendMessage({ senderId: dana.userId, recipientId: alice.userId, content: 'd1' }),
        ctx.app.chat.sendMessage({ senderId: alice.userId, recipientId: dana.userId, content: 'a1' }),
        ctx.app.chat.sendMessage({ senderId: dana.userId, recipientId: 999_999, content: 'nobody' }),
        ctx.app.chat.sendMessage({ senderId: dana.userId, recipientId: alice.userId, content: 'd2', clientMessageId: 'batch-1' }),
        ctx.app.chat.sendMessage({ senderId: dana.userId, recipientId: alice.userId, content: 'd2 again', clientMessageId: 'batch-1' }),
        ctx.app.chat.sendMessage({ senderId: dana.userId, recipientId: bob.userId, content: 'to bob' }),
        ctx.app.chat.sendMessage({ senderId: dana.userId, recipientId: alice.userId, content: 'd3' }),
      ].map((p) => p.then((r) => r, (e: { statusCode?: number }) => e.statusCode));
      const [d1, a1, nobody, d2, d2again, toBob, d3] = await Promise.all(sends);
      ctx.app.chat.chatEvents.removeAllListeners('message');
      const ok = (r: unknown) => r as { message: ChatMessage; duplicate: boolean };
      expect(nobody).toBe(404);
      expect([d1, a1, d2, d3].map((r) => ok(r).message.sequence)).toEqual([1, 2, 3, 4]);
      expect(ok(d2again)).toEqual({ message: ok(d2).message, duplicate: true });
      expect(ok(toBob).message.sequence).toBe(1);
      expect(heard.map((m) => m.content)).toEqual(['d1', 'a1', 'd2', 'to bob', 'd3']);
      const list = (await ctx.app.inject({ url: `/api/conversations/${alice.userId}`, headers: alice.auth })).json<Conversation[]>();
      const withDave = list.find((c) => c.opponentUserId === dana.userId);
      expect(withDave).toMatchObject({ unreadCount: 3, lastSequence: 4, lastMessage: expect.objectContaining({ content: 'd3' }) });
      const aliceNotes = await ctx.database.db.select().from(notifications).where(eq(notifications.senderId, dana.userId));
      expect(aliceNotes.filter((n) => n.userId === alice.userId).map((n) => n.description).sort()).toEqual(['d1', 'd2', 'd3']);
    });

    it('assigns distinct sequences to concurrent sends', async () => {
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          ctx.app.chat.sendMessage({ senderId: alice.userId, recipientId: carol.userId, content: `m${i}` })),
      );
      const seqs = results.map((r) => r.message.sequence).sort((x, y) => x - y);
      expect(seqs).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    });

    it('places every message of a many-conversation commit in its own conversation, in send order', async () => {
      const users = await Promise.all(['p1', 'p2', 'p3', 'p4', 'p5'].map((n) => registeredUser(ctx.app, `batch-${n}`)));
      // Interleaved sends over every pair (both directions), started in one turn so they share commits.
      const sends: Array<{ from: number; to: number; content: string }> = [];
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < users.length; i++) {
          for (let j = i + 1; j < users.length; j++) {
            const [from, to] = (round + i + j) % 2 === 0 ? [users[i]!, users[j]!] : [users[j]!, users[i]!];
            sends.push({ from: from.userId, to: to.userId, content: `${from.userId}>${to.userId}#${round}` });
          }
        }
      }
      const results = await Promise.all(sends.map((m) => ctx.app.chat.sendMessage({ senderId: m.from, recipientId: m.to, content: m.content })));
      const byConversation = new Map<number, ChatMessage[]>();
      results.forEach(({ message }, k) => {
        const pair = [sends[k]!.from, sends[k]!.to].sort((a, b) => a - b);
        expect([message.senderId, message.recipientId].sort((a, b) => a - b)).toEqual(pair);
        expect(message.content).toBe(sends[k]!.content);
        byConversation.set(message.conversationId, [...(byConversation.get(message.conversationId) ?? []), message]);
      });
      // Ten pairs, ten conversations, each with sequences 1..3 in send order and one pair of participants.
      expect(byConversation.size).toBe(10);
      for (const list of byConversation.values()) {
        expect(list.map((m) => m.sequence)).toEqual([1, 2, 3]);
        expect(new Set(list.map((m) => [m.senderId, m.recipientId].sort().join('-'))).size).toBe(1);
        const stored = await ctx.app.chat.history(list[0]!.senderId, list[0]!.recipientId, undefined, 10);
        expect(stored.map((m) => [m.id, m.sequence])).toEqual(list.map((m) => [m.id, m.sequence]));
      }
    });

    it.each([
      ['blank content', { content: '   ' }],
      ['content over 5000 characters', { content: 'x'.repeat(5001) }],
      ['a message to yourself', { recipientId: -1 }],
    ])('rejects %s', async (_label, patch) => {
      const input = { senderId: alice.userId, recipientId: bob.userId, content: 'ok', ...patch };
      if (input.recipientId === -1) input.recipientId = alice.userId;
      await expect(ctx.app.chat.sendMessage(input)).rejects.toMatchObject({ statusCode: 400 });
    });

    it('rejects an unknown recipient with 404', async () => {
      await expect(ctx.app.chat.sendMessage({ senderId: alice.userId, recipientId: 999999, content: 'x' }))
        .rejects.toMatchObject({ statusCode: 404 });
    });
  });

  describe('REST', () => {
    it('POST /api/messages sends as the caller only', async () => {
      const ok = await send(alice.auth, { senderId: alice.userId, recipientId: bob.userId, content: 'via REST', clientMessageId: 'r-1' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json<ChatMessage>()).toMatchObject({ content: 'via REST', senderId: alice.userId, clientMessageId: 'r-1' });
      const again = await send(alice.auth, { senderId: alice.userId, recipientId: bob.userId, content: 'via REST', clientMessageId: 'r-1' });
      expect(again.json<ChatMessage>().id).toBe(ok.json<ChatMessage>().id);
      expect((await send(alice.auth, { senderId: bob.userId, recipientId: alice.userId, content: 'spoof' })).statusCode).toBe(403);
    });

    it.each([
      ['blank', { content: ' ' }],
      ['too long', { content: 'x'.repeat(5001) }],
      ['to yourself', { recipientId: 'self' }],
      ['missing content', { content: undefined }],
    ])('POST /api/messages rejects %s with 400', async (_label, patch) => {
      const payload: Record<string, unknown> = { senderId: alice.userId, recipientId: bob.userId, content: 'x', ...patch };
      if (payload.recipientId === 'self') payload.recipientId = alice.userId;
      const res = await send(alice.auth, payload);
      expect(res.statusCode).toBe(400);
    });

    it('lists conversations with opponent info, last message and unread counts', async () => {
      const res = await ctx.app.inject({ url: `/api/conversations/${bob.userId}`, headers: bob.auth });
      expect(res.statusCode).toBe(200);
      const list = res.json<Conversation[]>();
      const withAlice = list.find((c) => c.opponentUserId === alice.userId) as Conversation;
      expect(withAlice.opponentChannelInfo).toMatchObject({ channelName: 'Alice Cooks', channelId: alice.channel.id });
      expect(withAlice.lastMessage).toMatchObject({ content: 'via REST' });
      expect(withAlice.unreadCount).toBeGreaterThan(0);
      expect(JSON.stringify(list)).not.toContain(alice.email);
      expect((await ctx.app.inject({ url: `/api/conversations/${alice.userId}`, headers: bob.auth })).statusCode).toBe(403);
    });

    it('returns history newest page first with a before cursor', async () => {
      const url = `/api/messages/${alice.userId}/${carol.userId}`;
      const page1 = (await ctx.app.inject({ url: `${url}?limit=3`, headers: alice.auth })).json<ChatMessage[]>();
      expect(page1.map((m) => m.sequence)).toEqual([6, 7, 8]);
      const page2 = (await ctx.app.inject({ url: `${url}?limit=3&before=6`, headers: alice.auth })).json<ChatMessage[]>();
      expect(page2.map((m) => m.sequence)).toEqual([3, 4, 5]);
      expect((await ctx.app.inject({ url: `${url}?limit=101`, headers: alice.auth })).statusCode).toBe(400);
      expect((await ctx.app.inject({ url, headers: carol.auth })).statusCode).toBe(403);
      expect((await ctx.app.inject({ url: `/api/messages/${bob.userId}/${carol.userId}`, headers: bob.auth })).json()).toEqual([]);
    });

    it('creates conversations idempotently for the caller only', async () => {
      const dave = await registeredUser(ctx.app, 'dave');
      const body = { user1Id: dave.userId, user2Id: bob.userId };
      const a = await ctx.app.inject({ method: 'POST', url: '/api/conversations', headers: dave.auth, payload: body });
      const b = await ctx.app.inject({ method: 'POST', url: '/api/conversations', headers: dave.auth, payload: { user1Id: bob.userId, user2Id: dave.userId } });
      expect(a.statusCode).toBe(200);
      expect(a.json<Conversation>().id).toBe(b.json<Conversation>().id);
      expect(a.json<Conversation>()).toMatchObject({ user1UnreadCount: 0, user2UnreadCount: 0, lastMessage: null });
      const foreign = await ctx.app.inject({ method: 'POST', url: '/api/conversations', headers: dave.auth, payload: { user1Id: alice.userId, user2Id: bob.userId } });
      expect(foreign.statusCode).toBe(403);
      const self = await ctx.app.inject({ method: 'POST', url: '/api/conversations', headers: dave.auth, payload: { user1Id: dave.userId, user2Id: dave.userId } });
      expect(self.statusCode).toBe(400);
      const ghost = await ctx.app.inject({ method: 'POST', url: '/api/conversations', headers: dave.auth, payload: { user1Id: dave.userId, user2Id: 999999 } });
      expect(ghost.statusCode).toBe(404);
    });

    it('marks a conversation read for the caller only', async () => {
      const [conv] = (await ctx.app.inject({ url: `/api/conversations/${bob.userId}`, headers: bob.auth })).json<Conversation[]>()
        .filter((c) => c.opponentUserId === alice.userId);
      const url = `/api/conversations/${conv?.id}/mark-as-read/${bob.userId}`;
      const res = await ctx.app.inject({ method: 'POST', url, headers: bob.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ conversation: Conversation }>().conversation.unreadCount).toBe(0);
      const bobUnread = await ctx.database.db.select().from(notifications)
        .where(and(eq(notifications.userId, bob.userId), eq(notifications.sourceId, String(conv?.id)), eq(notifications.read, false)));
      expect(bobUnread).toEqual([]);
      expect((await ctx.app.inject({ method: 'POST', url, headers: alice.auth })).statusCode).toBe(403);
      const carolTry = await ctx.app.inject({ method: 'POST', url: `/api/conversations/${conv?.id}/mark-as-read/${carol.userId}`, headers: carol.auth });
      // Not a participant: the same 404 as an unknown conversation.
      expect(carolTry.statusCode).toBe(404);
      const missing = await ctx.app.inject({ method: 'POST', url: `/api/conversations/999999/mark-as-read/${bob.userId}`, headers: bob.auth });
      expect(missing.statusCode).toBe(404);
    });

    it('catches up after a sequence, for participants only', async () => {
      const [conv] = (await ctx.app.inject({ url: `/api/conversations/${carol.userId}`, headers: carol.auth })).json<Conversation[]>();
      const res = await ctx.app.inject({ url: `/api/conversations/${conv?.id}/messages?afterSequence=5`, headers: carol.auth });
      expect(res.json<ChatMessage[]>().map((m) => m.sequence)).toEqual([6, 7, 8]);
      expect((await ctx.app.inject({ url: `/api/conversations/${conv?.id}/messages`, headers: bob.auth })).statusCode).toBe(404);
      expect((await ctx.app.inject({ url: `/api/conversations/${conv?.id}/messages?afterSequence=-1`, headers: carol.auth })).statusCode).toBe(400);
    });

    it('requires a token everywhere', async () => {
      for (const [method, url] of [
        ['GET', `/api/conversations/${bob.userId}`], ['POST', '/api/conversations'], ['POST', '/api/messages'],
        ['GET', `/api/messages/${bob.userId}/${alice.userId}`], ['POST', `/api/conversations/1/mark-as-read/${bob.userId}`],
        ['GET', '/api/conversations/1/messages'],
      ] as const) {
        expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
      }
    });
  });

  describe('notifications', () => {
    // Reading the conversation above also read its MESSAGE notifications: give Bob new unread ones.
    beforeAll(async () => {
      await send(alice.auth, { senderId: alice.userId, recipientId: bob.userId, content: 'Still there?' });
      await send(alice.auth, { senderId: alice.userId, recipientId: bob.userId, content: 'Ping' });
    });

    it('pages notifications with counts and reports unread ones', async () => {
      const res = await ctx.app.inject({ url: '/api/notifications?page=0&size=2', headers: bob.auth });
      expect(res.statusCode).toBe(200);
      const page = res.json<NotificationPage>();
      expect(page.currentPage).toBe(0);
      expect(page.notifications).toHaveLength(2);
      expect(page.totalPages).toBe(Math.ceil(page.totalItems / 2));
      expect(page.notifications[0]).toMatchObject({ type: 'MESSAGE', read: false, userId: bob.userId });
      const unread = (await ctx.app.inject({ url: '/api/notifications/unread', headers: bob.auth })).json<NotificationPage>();
      expect(unread.unreadCount).toBe(page.unreadCount);
      expect(unread.notifications.every((n) => !n.read)).toBe(true);
    });

    it('uses the default page size of 10 and caps size at 50', async () => {
      const res = await ctx.app.inject({ url: '/api/notifications', headers: carol.auth });
      expect(res.json<NotificationPage>().notifications).toHaveLength(8);
      expect((await ctx.app.inject({ url: '/api/notifications?size=51', headers: carol.auth })).statusCode).toBe(400);
      expect((await ctx.app.inject({ url: '/api/notifications?page=-1', headers: carol.auth })).statusCode).toBe(400);
    });

    it('marks one read (own only) and all read', async () => {
      const page = (await ctx.app.inject({ url: '/api/notifications', headers: bob.auth })).json<NotificationPage>();
      const id = page.notifications[0]?.id;
      // Another user's notification and an unknown id get the same answer, so ids cannot be probed.
      const foreign = await ctx.app.inject({ method: 'PUT', url: `/api/notifications/${id}/read`, headers: alice.auth });
      const unknown = await ctx.app.inject({ method: 'PUT', url: '/api/notifications/999999/read', headers: bob.auth });
      expect(foreign.statusCode).toBe(404);
      expect(unknown.statusCode).toBe(404);
      expect(foreign.json()).toEqual(unknown.json());
      const one = await ctx.app.inject({ method: 'PUT', url: `/api/notifications/${id}/read`, headers: bob.auth });
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({ success: true, notification: { id, read: true } });
      const after = (await ctx.app.inject({ url: '/api/notifications/unread', headers: bob.auth })).json<NotificationPage>();
      expect(after.unreadCount).toBe(page.unreadCount - 1);
      const all = await ctx.app.inject({ method: 'PUT', url: '/api/notifications/mark-all-read', headers: bob.auth });
      expect(all.json()).toEqual({ success: true, updated: page.unreadCount - 1 });
      expect((await ctx.app.inject({ url: '/api/notifications/unread', headers: bob.auth })).json<NotificationPage>().unreadCount).toBe(0);
      // Alice's notifications are untouched.
      expect((await ctx.app.inject({ url: '/api/notifications/unread', headers: alice.auth })).json<NotificationPage>().unreadCount).toBeGreaterThan(0);
    });

    it('requires a token', async () => {
      expect((await ctx.app.inject('/api/notifications')).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'PUT', url: '/api/notifications/mark-all-read' })).statusCode).toBe(401);
    });
  });
});
