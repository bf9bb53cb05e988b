// The notification calls and what they announce for the realtime push: 'created' with the new unread count when a
// message arrives, 'read' when one, all, or a conversation's notifications are read; nothing for other users.
import type { Conversation, NotificationPage, NotificationPush, UnreadNotifications } from 'shared-api';
import { backends, createTestApp, type TestContext } from '../../../test-support/test-app';
import { validatedUser, type TestMember } from '../../../test-support/users';

describe.each(backends())('notification centre on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestMember;
  let bob: TestMember;
  let carol: TestMember;
  const pushes: Array<[number, NotificationPush]> = [];

  beforeAll(async () => {
    ctx = await createTestApp({ backend });
    alice = await validatedUser(ctx, 'alice', { name: 'Alice Cooks' });
    bob = await validatedUser(ctx, 'bob', { name: 'Bob Builds' });
    carol = await validatedUser(ctx, 'carol', { name: 'Carol Codes' });
    ctx.app.notifications.events.on('push', (userId, body) => pushes.push([userId, body]));
  });
  beforeEach(() => { pushes.length = 0; });
  afterAll(() => ctx.close());

  const send = (from: TestMember, to: TestMember, content: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/messages', headers: from.auth, payload: { senderId: from.userId, recipientId: to.userId, content } });
  const unread = async (who: TestMember) =>
    (await ctx.app.inject({ url: '/api/notifications/unread', headers: who.auth })).json<UnreadNotifications>();
  /** The relay announces after the commit, asynchronously: wait until the expected pushes are in. */
  const pushesFor = async (userId: number, count: number) => {
    for (let i = 0; i < 100 && pushes.filter(([u]) => u === userId).length < count; i++) await new Promise((r) => setTimeout(r, 20));
    return pushes.filter(([u]) => u === userId).map(([, b]) => b);
  };

  it('announces a message notification to its recipient only, with the new unread count', async () => {
    expect((await send(alice, bob, 'Hello Bob')).statusCode).toBe(200);
    const [push] = await pushesFor(bob.userId, 1);
    expect(push).toMatchObject({
      event: 'created',
      unreadCount: 1,
      notification: { type: 'MESSAGE', title: 'New message from Alice Cooks', description: 'Hello Bob', read: false, userId: bob.userId },
    });
    expect(push?.event === 'created' && push.notification.link).toMatch(/^\/messages\?conversation=\d+$/);
    expect(pushes.filter(([u]) => u !== bob.userId)).toEqual([]);
    expect((await unread(bob)).unreadCount).toBe(1);
  });

  it('marks one read (404 for someone else\'s, nothing announced), then announces the new count', async () => {
    await send(carol, bob, 'Hi from Carol');
    await pushesFor(bob.userId, 1);
    const list = await unread(bob);
    expect(list.unreadCount).toBe(2);
    const id = list.notifications[0]!.id;
    pushes.length = 0;
    const foreign = await ctx.app.inject({ method: 'PUT', url: `/api/notifications/${id}/read`, headers: alice.auth });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ statusCode: 404, error: 'Not Found', message: 'Notification not found' });
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/notifications/abc/read', headers: bob.auth })).statusCode).toBe(400);
    expect(pushes).toEqual([]);

    const res = await ctx.app.inject({ method: 'PUT', url: `/api/notifications/${id}/read`, headers: bob.auth });
    expect(res.json()).toMatchObject({ success: true, notification: { id, read: true } });
    expect(pushes).toEqual([[bob.userId, { event: 'read', ids: [id], unreadCount: 1 }]]);
    // Reading it again changes nothing and announces nothing.
    await ctx.app.inject({ method: 'PUT', url: `/api/notifications/${id}/read`, headers: bob.auth });
    expect(pushes).toHaveLength(1);
  });

  it('mark-all announces ids null and a zero count; with nothing unread it announces nothing', async () => {
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/notifications/mark-all-read', headers: bob.auth });
    expect(res.json()).toEqual({ success: true, updated: 1 });
    expect(pushes).toEqual([[bob.userId, { event: 'read', ids: null, unreadCount: 0 }]]);
    await ctx.app.inject({ method: 'PUT', url: '/api/notifications/mark-all-read', headers: bob.auth });
    expect(pushes).toHaveLength(1);
  });

  it('reading a conversation marks its MESSAGE notifications read and announces the count, other sources untouched', async () => {
    await send(alice, bob, 'one');
    await send(alice, bob, 'two');
    await send(carol, bob, 'from carol');
    await pushesFor(bob.userId, 3);
    expect((await unread(bob)).unreadCount).toBe(3);
    const conversations = (await ctx.app.inject({ url: `/api/conversations/${bob.userId}`, headers: bob.auth })).json<Conversation[]>();
    const withAlice = conversations.find((c) => c.opponentUserId === alice.userId)!;
    pushes.length = 0;
    const res = await ctx.app.inject({ method: 'POST', url: `/api/conversations/${withAlice.id}/mark-as-read/${bob.userId}`, headers: bob.auth });
    expect(res.statusCode).toBe(200);
    expect(pushes).toEqual([[bob.userId, { event: 'read', ids: expect.any(Array), unreadCount: 1 }]]);
    const [[, body]] = pushes as [[number, NotificationPush]];
    expect(body.event === 'read' && body.ids).toHaveLength(2);
    const left = await unread(bob);
    expect(left.notifications.map((n) => n.description)).toEqual(['from carol']);
    // Someone else's conversation is as invisible as an unknown one (404) and marks nothing.
    const foreign = await ctx.app.inject({ method: 'POST', url: `/api/conversations/${withAlice.id}/mark-as-read/${carol.userId}`, headers: carol.auth });
    expect(foreign.statusCode).toBe(404);
    expect((await unread(bob)).unreadCount).toBe(1);
  });

  it('pages ten at a time, newest first, with totals', async () => {
    for (let i = 0; i < 11; i++) await send(alice, carol, `m${i}`);
    const first = (await ctx.app.inject({ url: '/api/notifications?page=0&size=10', headers: carol.auth })).json<NotificationPage>();
    expect(first).toMatchObject({ currentPage: 0, totalItems: 11, totalPages: 2, unreadCount: 11 });
    expect(first.notifications.map((n) => n.description)[0]).toBe('m10');
    const second = (await ctx.app.inject({ url: '/api/notifications?page=1&size=10', headers: carol.auth })).json<NotificationPage>();
    expect(second.notifications.map((n) => n.description)).toEqual(['m0']);
  });

  it('announces the recipient\'s own unread count, however many other users have unread', async () => {
    await send(bob, alice, 'One for Alice');
    await send(carol, alice, 'Two for Alice');
    for (let i = 0; i < 100 && (await unread(alice)).unreadCount < 2; i++) await new Promise((r) => setTimeout(r, 20));
    const bobsBefore = (await unread(bob)).unreadCount;
    pushes.length = 0;
    expect((await send(alice, bob, 'Count only mine')).statusCode).toBe(200);
    const [push] = await pushesFor(bob.userId, 1);
    expect(push).toMatchObject({ event: 'created', unreadCount: bobsBefore + 1 });
    expect((await unread(bob)).unreadCount).toBe(bobsBefore + 1);
  });

  it('counts every message of one commit in the unread count it announces, and announces the newest of a conversation', async () => {
    const before = (await unread(carol)).unreadCount;
    pushes.length = 0;
    // Sent at once, so they share commits: the announced count must include the others of the same commit.
    const sent = await Promise.all(['b1', 'b2', 'b3'].map((c) => send(alice, carol, c)));
    expect(sent.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const after = (await unread(carol)).unreadCount;
    expect(after).toBe(before + 3);
    for (let i = 0; i < 100 && !pushes.some(([u, b]) => u === carol.userId && b.unreadCount === after); i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const mine = pushes.filter(([u]) => u === carol.userId).map(([, b]) => b);
    expect(mine.at(-1)).toMatchObject({ event: 'created', unreadCount: after, notification: { description: expect.stringMatching(/^b[123]$/) } });
    // Counts only grow within the burst, and every announced count is one the recipient really had.
    const counts = mine.map((b) => b.unreadCount);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.every((n) => n > before && n <= after)).toBe(true);
  });
});
