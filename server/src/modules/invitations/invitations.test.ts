import { eq, isNull } from 'drizzle-orm';
import type { CreateInvitationResponse, Invitation } from 'shared-api';
import { channels } from '../../db/schema';
import { backends, createTestApp, type TestContext } from '../../../test-support/test-app';
import { registeredUser, validatedUser, type TestMember } from '../../../test-support/users';

describe.each(backends())('invitations on %s', (backend) => {
  let ctx: TestContext;
  let me: TestMember;
  let other: TestMember;
  let nonMemberIds: number[];
  beforeAll(async () => {
    ctx = await createTestApp({ backend, seed: 30 });
    me = await validatedUser(ctx, 'inviter');
    other = await validatedUser(ctx, 'other');
    const rows = await ctx.database.db.select().from(channels).where(isNull(channels.ownerUserId)).limit(3);
    nonMemberIds = rows.map((r) => r.id);
  });
  afterAll(() => ctx.close());

  const invite = (payload: unknown, auth = me.auth) =>
    ctx.app.inject({ method: 'POST', url: '/api/invitations', headers: auth, payload: payload as object });

  it('creates an invitation to a non-member, idempotently', async () => {
    const payload = { inviterChannelId: me.channel.id, inviteeChannelId: nonMemberIds[0], message: 'Join us!' };
    const first = await invite(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json<CreateInvitationResponse>()).toMatchObject({
      success: true, created: true,
      invitation: { inviterChannelId: me.channel.id, inviteeChannelId: nonMemberIds[0], message: 'Join us!' },
    });
    const again = await invite(payload);
    expect(again.statusCode).toBe(200);
    expect(again.json<CreateInvitationResponse>()).toMatchObject({ created: false, invitation: { id: first.json<CreateInvitationResponse>().invitation.id } });
  });

  it('refuses to invite from a channel that is not yours (403)', async () => {
    const res = await invite({ inviterChannelId: other.channel.id, inviteeChannelId: nonMemberIds[1] });
    expect(res.statusCode).toBe(403);
  });

  it('refuses to invite a member (409) and an unknown channel (404)', async () => {
    expect((await invite({ inviterChannelId: me.channel.id, inviteeChannelId: other.channel.id })).statusCode).toBe(409);
    expect((await invite({ inviterChannelId: me.channel.id, inviteeChannelId: 999999 })).statusCode).toBe(404);
  });

  it('refuses callers without a channel (403) and validates the body (400)', async () => {
    const bare = await registeredUser(ctx.app);
    expect((await invite({ inviterChannelId: me.channel.id, inviteeChannelId: nonMemberIds[1] }, bare.auth)).statusCode).toBe(403);
    expect((await invite({ inviterChannelId: 'x' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/invitations', payload: {} })).statusCode).toBe(401);
  });

  it('lists your own invitations, or yours to one channel, never other members\'', async () => {
    await invite({ inviterChannelId: me.channel.id, inviteeChannelId: nonMemberIds[2] });
    await invite({ inviterChannelId: other.channel.id, inviteeChannelId: nonMemberIds[0] }, other.auth);
    const mine = await ctx.app.inject({ url: `/api/invitations/channel/${me.channel.id}`, headers: me.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Invitation[]>().map((i) => i.inviteeChannelId).sort()).toEqual([nonMemberIds[0], nonMemberIds[2]].sort());
    const toOne = await ctx.app.inject({ url: `/api/invitations/channel/${nonMemberIds[0]}`, headers: me.auth });
    expect(toOne.json<Invitation[]>()).toHaveLength(1);
    expect(toOne.json<Invitation[]>()[0]?.inviterChannelId).toBe(me.channel.id);
    const none = await ctx.app.inject({ url: `/api/invitations/channel/${nonMemberIds[1]}`, headers: me.auth });
    expect(none.json()).toEqual([]);
    expect((await ctx.app.inject({ url: `/api/invitations/channel/${me.channel.id}` })).statusCode).toBe(401);
  });

  it('a channel that became a member can no longer be invited', async () => {
    await ctx.database.db.update(channels).set({ ownerUserId: other.userId }).where(eq(channels.id, nonMemberIds[1] as number)).catch(() => undefined);
    const res = await invite({ inviterChannelId: me.channel.id, inviteeChannelId: other.channel.id });
    expect(res.statusCode).toBe(409);
  });
});
