// Collaboration requests end to end through the real app: the state machine and its permissions, the Invite Only
// rule on REST (conversations, messages) and STOMP sends, Not Actively Seeking, limits and reviews.
import { eq } from 'drizzle-orm';
import type { ChatMessage, CollabRequest, Notification, NotificationPage, Review } from 'shared-api';
import { channelCollaboration, collabRequests, users } from '../../db/schema';
import { backends, createTestApp, type TestContext } from '../../../test-support/test-app';
import { validatedUser, type TestMember } from '../../../test-support/users';
import { startTestServer, type TestServer } from '../../../test-support/realtime/realtime-test-app';
import { chatClient, collect, publishWithReceipt } from '../../../test-support/realtime/stomp-test-client';
import { INVITE_ONLY_MESSAGE } from '../relationships/policy';
import { NOT_SEEKING_MESSAGE, PREMIUM_REQUIRED_MESSAGE } from './service';
import { REVIEW_NEEDS_COLLABORATION } from '../reviews/service';

const OFFERED = { GUEST_APPEARANCE: { available: true, description: 'Weekly podcast guests' }, PAID_PROMOTION: { available: false, description: '' } };

async function offer(ctx: { database: TestContext['database'] }, channelId: number) {
  await ctx.database.db.insert(channelCollaboration).values({ channelId, options: OFFERED })
    .onConflictDoUpdate({ target: channelCollaboration.channelId, set: { options: OFFERED } });
}
async function setPremium(ctx: { database: TestContext['database'] }, userId: number, on = true) {
  await ctx.database.db.update(users).set({ isPremium: on }).where(eq(users.id, userId));
}

describe.each(backends())('collaboration requests on %s', (backend) => {
  let ctx: TestContext;
  let requester: TestMember;
  let owner: TestMember; // Invite Only
  let seeker: TestMember; // Not Actively Seeking
  let stranger: TestMember;

  beforeAll(async () => {
    ctx = await createTestApp({ backend, env: { COLLAB_REQUESTS_PER_DAY: '3' } });
    requester = await validatedUser(ctx, 'req', { name: 'Requester Kitchen' });
    owner = await validatedUser(ctx, 'own', { name: 'Invite Only Studio', collaborationStatus: 2 });
    seeker = await validatedUser(ctx, 'seek', { name: 'Busy Channel', collaborationStatus: 3 });
    stranger = await validatedUser(ctx, 'str', { name: 'Stranger Things Fan' });
    for (const m of [owner, seeker, stranger, requester]) await offer(ctx, m.channel.id);
    await setPremium(ctx, requester.userId);
    await setPremium(ctx, stranger.userId);
  }, 240_000); // four members through the Auth emulator: slow on a busy machine
  afterAll(() => ctx.close());

  const send = (who: TestMember, body: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/collab-requests', headers: who.auth, payload: body });
  const act = (who: TestMember, id: number, action: string, note?: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/collab-requests/${id}/${action}`, headers: who.auth, payload: note ? { note } : {} });
  const pitch = (channelId: number) => ({ channelId, option: 'GUEST_APPEARANCE', timing: 'Early March', message: 'Join our podcast?' });

  it('Invite Only: a stranger cannot open a conversation or message over REST', async () => {
    const open = await ctx.app.inject({ method: 'POST', url: '/api/conversations', headers: requester.auth,
      payload: { user1Id: requester.userId, user2Id: owner.userId } });
    expect(open.statusCode).toBe(403);
    expect(open.json<{ message: string }>().message).toBe(INVITE_ONLY_MESSAGE);
    const msg = await ctx.app.inject({ method: 'POST', url: '/api/messages', headers: requester.auth,
      payload: { senderId: requester.userId, recipientId: owner.userId, content: 'hi' } });
    expect(msg.statusCode).toBe(403);
    // An open channel can be messaged as before.
    const ok = await ctx.app.inject({ method: 'POST', url: '/api/messages', headers: requester.auth,
      payload: { senderId: requester.userId, recipientId: stranger.userId, content: 'hi' } });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses non-premium senders, unregistered or unoffered formats, bad input and Not Actively Seeking', async () => {
    await setPremium(ctx, stranger.userId, false);
    const free = await send(stranger, pitch(owner.channel.id));
    expect(free.statusCode).toBe(403);
    expect(free.json<{ message: string }>().message).toBe(PREMIUM_REQUIRED_MESSAGE);
    await setPremium(ctx, stranger.userId, true);

    const notOffered = await send(requester, { ...pitch(owner.channel.id), option: 'PAID_PROMOTION' });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json<{ fields: Record<string, string> }>().fields).toHaveProperty('option');
    expect((await send(requester, { ...pitch(owner.channel.id), option: 'DANCE_OFF' })).statusCode).toBe(400);
    expect((await send(requester, { ...pitch(owner.channel.id), message: '   ' })).statusCode).toBe(400);
    expect((await send(requester, { ...pitch(owner.channel.id), message: 'a\u0000b' })).statusCode).toBe(400);
    expect((await send(requester, pitch(999_999))).statusCode).toBe(404);
    expect((await send(requester, pitch(requester.channel.id))).statusCode).toBe(400);

    const busy = await send(requester, pitch(seeker.channel.id));
    expect(busy.statusCode).toBe(409);
    expect(busy.json<{ message: string }>().message).toBe(NOT_SEEKING_MESSAGE);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/collab-requests', payload: pitch(owner.channel.id) })).statusCode).toBe(401);
  });

  let requestId: number;
  it('creates a pending request, notifies the owner with a link to the requests tab, one pending per pair', async () => {
    const res = await send(requester, pitch(owner.channel.id));
    expect(res.statusCode).toBe(200);
    const created = res.json<CollabRequest>();
    requestId = created.id;
    expect(created).toMatchObject({ status: 'PENDING', option: 'GUEST_APPEARANCE', optionLabel: 'Guest Appearance',
      timing: 'Early March', requester: { name: 'Requester Kitchen' }, owner: { name: 'Invite Only Studio' } });
    expect((await send(requester, pitch(owner.channel.id))).statusCode).toBe(409);

    const list = (await ctx.app.inject({ url: '/api/notifications?page=0&size=10', headers: owner.auth })).json<NotificationPage>();
    const note = list.notifications.find((n: Notification) => n.type === 'COLLABORATION_REQUEST');
    expect(note?.link).toBe(`/channelPage/${owner.channel.id}?tab=requests&request=${requestId}`);
    expect(note?.title).toBe('New collaboration request from Requester Kitchen');

    const incoming = (await ctx.app.inject({ url: '/api/collab-requests?box=incoming', headers: owner.auth })).json<CollabRequest[]>();
    expect(incoming.map((r) => r.id)).toContain(requestId);
    const outgoing = (await ctx.app.inject({ url: '/api/collab-requests?box=outgoing', headers: requester.auth })).json<CollabRequest[]>();
    expect(outgoing.map((r) => r.id)).toEqual([requestId]);
  });

  it('only the owner accepts or declines; outsiders get 404; the requester may withdraw only', async () => {
    expect((await act(requester, requestId, 'accept')).statusCode).toBe(403);
    expect((await act(requester, requestId, 'decline')).statusCode).toBe(403);
    expect((await act(stranger, requestId, 'accept')).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/collab-requests/${requestId}`, headers: stranger.auth })).statusCode).toBe(404);
    expect((await act(owner, requestId, 'withdraw')).statusCode).toBe(403);
  });

  it('reviews are refused before an accepted request', async () => {
    const res = await ctx.app.inject({ method: 'PUT', url: `/api/channels/${owner.channel.id}/reviews/mine`,
      headers: requester.auth, payload: { text: 'Great!' } });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toBe(REVIEW_NEEDS_COLLABORATION);
  });

  it('accepting opens a conversation that starts with the request; the requester sees the status', async () => {
    const res = await act(owner, requestId, 'accept', 'Sounds great, talk soon!');
    expect(res.statusCode).toBe(200);
    const accepted = res.json<CollabRequest>();
    expect(accepted.status).toBe('ACCEPTED');
    expect(accepted.responseNote).toBe('Sounds great, talk soon!');
    expect(accepted.conversationId).toEqual(expect.any(Number));
    expect((await act(owner, requestId, 'accept')).statusCode).toBe(409);
    expect((await act(owner, requestId, 'decline')).statusCode).toBe(409);

    const history = (await ctx.app.inject({ url: `/api/messages/${requester.userId}/${owner.userId}`, headers: requester.auth })).json<ChatMessage[]>();
    expect(history[0]?.content).toBe('Collaboration request: Guest Appearance\nProposed timing: Early March\n\nJoin our podcast?');
    expect(history[0]?.senderId).toBe(requester.userId);
    expect(history[1]?.content).toBe('Sounds great, talk soon!');

    const mine = (await ctx.app.inject({ url: `/api/collab-requests/${requestId}`, headers: requester.auth })).json<CollabRequest>();
    expect(mine.status).toBe('ACCEPTED');
    const onPage = (await ctx.app.inject({ url: `/api/channels/${owner.channel.id}/collaboration`, headers: requester.auth }))
      .json<{ viewer: { lastRequest: unknown; canReview: boolean } }>().viewer;
    expect(onPage.lastRequest).toEqual({ id: requestId, status: 'ACCEPTED', conversationId: accepted.conversationId, responseNote: 'Sounds great, talk soon!' });
    expect(onPage.canReview).toBe(true);
    const notes = (await ctx.app.inject({ url: '/api/notifications?page=0&size=10', headers: requester.auth })).json<NotificationPage>();
    expect(notes.notifications.find((n) => n.type === 'COLLABORATION_ACCEPTED')?.link).toBe(`/messages?conversation=${accepted.conversationId}`);
    // One event, one notification each: the requester is told once (not also by a MESSAGE for the owner's note),
    // and the owner, who accepted, gets no MESSAGE for the request copied into the conversation.
    const about = (n: Notification) => n.type === 'COLLABORATION_ACCEPTED' || n.sourceId === String(accepted.conversationId);
    expect(notes.notifications.filter(about).map((n) => n.type)).toEqual(['COLLABORATION_ACCEPTED']);
    const ownerNotes = (await ctx.app.inject({ url: '/api/notifications?page=0&size=10', headers: owner.auth })).json<NotificationPage>();
    expect(ownerNotes.notifications.filter(about)).toEqual([]);

    // Now the requester may message the Invite Only channel over REST.
    const msg = await ctx.app.inject({ method: 'POST', url: '/api/messages', headers: requester.auth,
      payload: { senderId: requester.userId, recipientId: owner.userId, content: 'Thanks!' } });
    expect(msg.statusCode).toBe(200);
  });

  it('each side reviews the other once, editable; author, date and text are returned', async () => {
    const put = (who: TestMember, channelId: number, text: string) => ctx.app.inject({ method: 'PUT',
      url: `/api/channels/${channelId}/reviews/mine`, headers: who.auth, payload: { text } });
    const first = await put(requester, owner.channel.id, 'Lovely hosts.');
    expect(first.statusCode).toBe(200);
    const edited = (await put(requester, owner.channel.id, 'Lovely hosts, great audio.')).json<Review>();
    expect(edited).toMatchObject({ text: 'Lovely hosts, great audio.', authorName: 'Requester Kitchen', id: first.json<Review>().id });
    expect((await put(owner, requester.channel.id, 'Well prepared guest.')).statusCode).toBe(200);
    expect((await put(owner, owner.channel.id, 'Me!')).statusCode).toBe(400);
    expect((await put(stranger, owner.channel.id, 'Never met them')).statusCode).toBe(403);
    expect((await put(requester, owner.channel.id, '')).statusCode).toBe(400);
    const list = (await ctx.app.inject({ url: `/api/channels/${owner.channel.id}/reviews`, headers: requester.auth })).json<{ count: number; reviews: Review[] }>();
    expect(list.count).toBe(1);
    expect(list.reviews[0]).toMatchObject({ authorName: 'Requester Kitchen', text: 'Lovely hosts, great audio.', createdAt: expect.any(String) });
  });

  it('declining and withdrawing end a request; a new one may then be sent; the daily cap applies', async () => {
    const d = (await send(stranger, pitch(owner.channel.id))).json<CollabRequest>();
    const declined = (await act(owner, d.id, 'decline', 'Not this season')).json<CollabRequest>();
    expect(declined).toMatchObject({ status: 'DECLINED', responseNote: 'Not this season', conversationId: null });
    const w = (await send(stranger, pitch(owner.channel.id))).json<CollabRequest>();
    expect((await act(stranger, w.id, 'withdraw')).json<CollabRequest>().status).toBe('WITHDRAWN');
    // The third request today is allowed; the fourth reaches the cap of 3 and stores nothing.
    expect((await send(stranger, pitch(requester.channel.id))).statusCode).toBe(200);
    const capped = await send(stranger, pitch(owner.channel.id));
    expect(capped.statusCode).toBe(429);
    expect(capped.json<{ message: string }>().message).toMatch(/at most 3 collaboration requests a day/);
    // The new-account limit refuses it (relationships/first-contact-quota.ts): Retry-After says when the oldest frees up.
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    const rows = await ctx.database.db.select().from(collabRequests).where(eq(collabRequests.requesterUserId, stranger.userId));
    expect(rows).toHaveLength(3);
  });
});

describe('Invite Only over STOMP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it('refuses a stranger\'s SEND on the error queue (the session stays open) and commits nothing; allows it after an accepted request', async () => {
    const ctx = { app: server.app, database: server.database, config: server.app.config, backend: 'pglite' as const, close: async () => {} };
    const stranger = await validatedUser(ctx, 'stomp-str');
    const owner = await validatedUser(ctx, 'stomp-own', { collaborationStatus: 2 });
    await offer(ctx, owner.channel.id);
    await setPremium(ctx, stranger.userId);

    const c1 = chatClient({ baseUrl: server.baseUrl, token: stranger.idToken, transport: 'websocket' });
    await c1.connected();
    const refusals = collect<{ status: number; message: string; receiptId: string }>(c1.client, '/user/queue/errors');
    c1.client.publish({ destination: '/app/chat.sendMessage', headers: { receipt: 'cold' },
      body: JSON.stringify({ senderId: stranger.userId, recipientId: owner.userId, content: 'cold pitch' }) });
    const [refusal] = await refusals.waitFor(1);
    expect(refusal).toMatchObject({ status: 403, receiptId: 'cold' });
    expect(refusal!.message).toContain('Invite Only');
    expect(c1.errors).toEqual([]);
    expect(c1.client.connected).toBe(true);
    await c1.client.deactivate();
    const before = await server.app.inject({ url: `/api/messages/${stranger.userId}/${owner.userId}`, headers: stranger.auth });
    expect(before.json<ChatMessage[]>()).toEqual([]);

    const req = (await server.app.inject({ method: 'POST', url: '/api/collab-requests', headers: stranger.auth,
      payload: { channelId: owner.channel.id, option: 'GUEST_APPEARANCE', timing: 'May', message: 'Hello' } })).json<CollabRequest>();
    expect((await server.app.inject({ method: 'POST', url: `/api/collab-requests/${req.id}/accept`, headers: owner.auth, payload: {} })).statusCode).toBe(200);

    const c2 = chatClient({ baseUrl: server.baseUrl, token: stranger.idToken, transport: 'websocket' });
    await c2.connected();
    await publishWithReceipt(c2.client, '/app/chat.sendMessage', { senderId: stranger.userId, recipientId: owner.userId, content: 'now allowed' });
    expect(c2.errors).toEqual([]);
    await c2.client.deactivate();
    const after = (await server.app.inject({ url: `/api/messages/${stranger.userId}/${owner.userId}`, headers: stranger.auth })).json<ChatMessage[]>();
    expect(after.map((m) => m.content)).toContain('now allowed');
  });
});
