// INVITATION_ACCEPTED through the real channel connect (development provider): every member who invited the
// channel is notified once, with the title and profile link, and a later reconnect notifies nobody again.
import { and, eq, isNull } from 'drizzle-orm';
import type { NotificationPage, NotificationPush } from 'shared-api';
import { channels, notifications } from '../../db/schema';
import { navigate, sessionCookie } from '../../../test-support/oauth-session';
import { backends, createTestApp, type TestContext } from '../../../test-support/test-app';
import { registeredUser, validatedUser, type TestMember, type TestUser } from '../../../test-support/users';

describe.each(backends())('invitation accepted on %s', (backend) => {
  let ctx: TestContext;
  let inviters: TestMember[];
  let bystander: TestMember;
  let joinedChannelId = 0;
  const pushes: Array<[number, NotificationPush]> = [];

  beforeAll(async () => {
    ctx = await createTestApp({ backend, seed: 12 });
    inviters = [await validatedUser(ctx, 'inviter-a'), await validatedUser(ctx, 'inviter-b')];
    bystander = await validatedUser(ctx, 'bystander');
    ctx.app.notifications.events.on('push', (userId, body) => pushes.push([userId, body]));
  });
  afterAll(() => ctx.close());

  const unowned = async () =>
    ctx.database.db.select().from(channels).where(isNull(channels.ownerUserId)).orderBy(channels.id).limit(3);

  const invite = (member: TestMember, inviteeChannelId: number) =>
    ctx.app.inject({
      method: 'POST', url: '/api/invitations', headers: member.auth,
      payload: { inviterChannelId: member.channel.id, inviteeChannelId, message: 'Come collaborate' },
    });

  /** Connects the channel for the user through start → consent (pick) → callback, as a browser would. */
  async function connect(user: TestUser, channelId: number): Promise<void> {
    const cookie = await sessionCookie(ctx.app, user);
    const start = await navigate(ctx.app, '/api/oauth2/authorization/google', cookie);
    const params = new URL(start.location as string, 'http://x').searchParams;
    const consent = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev-oauth/authorize',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        state: params.get('state') as string, code_challenge: params.get('code_challenge') as string,
        action: 'pick', channel: String(channelId),
      }).toString(),
    });
    expect(consent.statusCode).toBe(303);
    const done = await navigate(ctx.app, consent.headers.location as string, cookie);
    expect(done.location).toBe('/register?oauth2Success=true');
  }

  const acceptedOf = (userId: number) =>
    ctx.database.db.select().from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'INVITATION_ACCEPTED')));

  it('notifies every inviter once, with the spec title and a link to the profile, and pushes it', async () => {
    const [target] = await unowned();
    if (!target) throw new Error('no unowned channel seeded');
    joinedChannelId = target.id;
    for (const member of inviters) expect((await invite(member, target.id)).statusCode).toBe(200);
    // A repeated invite stays one invitation, so still one notification.
    expect((await invite(inviters[0]!, target.id)).statusCode).toBe(200);

    const joiner = await registeredUser(ctx.app, 'joiner');
    pushes.length = 0;
    await connect(joiner, target.id);

    for (const member of inviters) {
      const rows = await acceptedOf(member.userId);
      expect(rows).toEqual([expect.objectContaining({
        title: `${target.name} joined CollabHub: say hello`,
        link: `/profile/${target.id}`,
        sourceId: String(target.id),
        senderId: joiner.userId,
        read: false,
      })]);
      const page = (await ctx.app.inject({ url: '/api/notifications', headers: member.auth })).json<NotificationPage>();
      expect(page.notifications[0]).toMatchObject({ type: 'INVITATION_ACCEPTED', title: `${target.name} joined CollabHub: say hello` });
    }
    expect(await acceptedOf(bystander.userId)).toEqual([]);
    expect(await acceptedOf(joiner.userId)).toEqual([]);
    const created = pushes.filter(([, body]) => body.event === 'created');
    expect(created.map(([userId]) => userId).sort()).toEqual(inviters.map((m) => m.userId).sort());
    expect(created.every(([, body]) => body.event === 'created' && body.unreadCount >= 1)).toBe(true);
  });

  it('does not notify again when the channel is released and connected by someone else', async () => {
    // The first joiner leaves the channel; a newcomer then connects the same invited channel.
    await ctx.database.db.update(channels).set({ ownerUserId: null }).where(eq(channels.id, joinedChannelId));
    const newcomer = await registeredUser(ctx.app, 'newcomer');
    await connect(newcomer, joinedChannelId);
    const [row] = await ctx.database.db.select().from(channels).where(eq(channels.id, joinedChannelId));
    expect(row?.ownerUserId).toBe(newcomer.userId);
    for (const member of inviters) expect(await acceptedOf(member.userId)).toHaveLength(1);
  });

  it('skips an inviting channel that has no owner any more', async () => {
    const [, , target] = await unowned();
    if (!target) throw new Error('no third unowned channel');
    const leaver = await validatedUser(ctx, 'leaver');
    expect((await invite(leaver, target.id)).statusCode).toBe(200);
    expect((await invite(inviters[1]!, target.id)).statusCode).toBe(200);
    await ctx.database.db.update(channels).set({ ownerUserId: null }).where(eq(channels.id, leaver.channel.id));
    const before = (await acceptedOf(inviters[1]!.userId)).length;
    await connect(await registeredUser(ctx.app, 'joiner-3'), target.id);
    expect(await acceptedOf(leaver.userId)).toEqual([]);
    expect(await acceptedOf(inviters[1]!.userId)).toHaveLength(before + 1);
  });
});
