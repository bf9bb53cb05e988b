// New-account limits through the real app on PGlite (and PostgreSQL with DATABASE_URL): the allowance per trust
// level, the 429 with Retry-After past it, what does not count (continuing or answering a conversation), the
// member's view of it, and the 24-hour reset.
import { eq } from 'drizzle-orm';
import type { FirstContactLimits } from 'shared-api';
import { messages, users } from '../../db/schema';
import { backends, createTestApp, type TestContext } from '../../../test-support/test-app';
import { registeredUser, validatedUser, type TestMember, type TestUser } from '../../../test-support/users';
import { trustLevel, TRUST_ALLOWANCES } from './first-contact-quota';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('trustLevel', () => {
  const base = { accountAgeDays: 0, hasChannel: false, requestsSent: 0, requestsRejected: 0, openReporters: 0 };

  it('grows with account age and a connected channel', () => {
    expect(trustLevel(base)).toEqual({ level: 'NEW', reasons: ['NEW_ACCOUNT', 'NO_CHANNEL'] });
    expect(trustLevel({ ...base, hasChannel: true }).level).toBe('ESTABLISHED');
    expect(trustLevel({ ...base, accountAgeDays: 7 }).level).toBe('ESTABLISHED');
    expect(trustLevel({ ...base, accountAgeDays: 45 }).level).toBe('ESTABLISHED');
    expect(trustLevel({ ...base, accountAgeDays: 29.9, hasChannel: true }).level).toBe('ESTABLISHED');
    expect(trustLevel({ ...base, accountAgeDays: 30, hasChannel: true })).toEqual({ level: 'TRUSTED', reasons: [] });
  });

  it('drops a level when most requests were declined or ignored, or two members reported; three reporters limit', () => {
    const trusted = { ...base, accountAgeDays: 90, hasChannel: true };
    expect(trustLevel({ ...trusted, requestsSent: 5, requestsRejected: 4 }).level).toBe('ESTABLISHED');
    expect(trustLevel({ ...trusted, requestsSent: 5, requestsRejected: 3 }).level).toBe('TRUSTED');
    expect(trustLevel({ ...trusted, requestsSent: 4, requestsRejected: 4 }).level).toBe('TRUSTED'); // too few to judge
    expect(trustLevel({ ...trusted, openReporters: 2 }).level).toBe('ESTABLISHED');
    expect(trustLevel({ ...trusted, openReporters: 1 }).level).toBe('TRUSTED');
    expect(trustLevel({ ...trusted, openReporters: 3 })).toEqual({ level: 'LIMITED', reasons: ['REPORTED_BY_MANY'] });
    expect(trustLevel({ ...base, requestsSent: 6, requestsRejected: 6, openReporters: 2 }).level).toBe('LIMITED');
  });

  it('gives fewer new conversations and requests to lower levels', () => {
    const levels = ['LIMITED', 'NEW', 'ESTABLISHED', 'TRUSTED'] as const;
    for (let i = 1; i < levels.length; i++) {
      expect(TRUST_ALLOWANCES[levels[i]!].conversations).toBeGreaterThan(TRUST_ALLOWANCES[levels[i - 1]!].conversations);
      expect(TRUST_ALLOWANCES[levels[i]!].requests).toBeGreaterThan(TRUST_ALLOWANCES[levels[i - 1]!].requests);
    }
  });
});

describe.each(backends())('new-account limits on %s', (backend) => {
  let ctx: TestContext;
  let newcomer: TestUser;
  let others: TestMember[];

  beforeAll(async () => {
    ctx = await createTestApp({ backend });
    newcomer = await registeredUser(ctx.app, 'newcomer');
    others = await Promise.all(Array.from({ length: 7 }, (_, i) => validatedUser(ctx, `other${i}`)));
  }, 240_000);
  afterAll(() => ctx.close());

  const send = (from: TestUser, to: TestUser, content = 'Hello there') => ctx.app.inject({
    method: 'POST', url: '/api/messages', headers: from.auth, payload: { senderId: from.userId, recipientId: to.userId, content },
  });
  const open = (from: TestUser, to: TestUser) => ctx.app.inject({
    method: 'POST', url: '/api/conversations', headers: from.auth, payload: { user1Id: from.userId, user2Id: to.userId },
  });
  const limits = async (who: TestUser) => {
    const res = await ctx.app.inject({ url: '/api/limits/first-contact', headers: who.auth });
    expect(res.statusCode).toBe(200);
    return res.json<FirstContactLimits>();
  };
  const other = (i: number) => others[i] as TestMember;

  it('a new account without a channel starts 5 conversations a day; the 6th is a 429 with Retry-After', async () => {
    expect(await limits(newcomer)).toMatchObject({
      level: 'NEW', reasons: ['NEW_ACCOUNT', 'NO_CHANNEL'], conversations: { limit: 5, used: 0, resetsAt: null },
    });
    // A stranger writes first: answering them is not a new conversation.
    expect((await send(other(6), newcomer)).statusCode).toBe(200);
    expect((await send(newcomer, other(6), 'Hi back')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await send(newcomer, other(i))).statusCode).toBe(200);
    const seen = await limits(newcomer);
    expect(seen.conversations).toMatchObject({ limit: 5, used: 5 });
    const resetsAt = Date.parse(seen.conversations.resetsAt ?? '');
    expect(resetsAt - Date.now()).toBeGreaterThan(DAY_MS - 60_000);

    const refused = await send(newcomer, other(5));
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/at most 5 new conversations a day/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(DAY_MS / 1000 - 120);
    expect(retryAfter).toBeLessThanOrEqual(DAY_MS / 1000);
    expect((await open(newcomer, other(5))).statusCode).toBe(429);
    const stored = await ctx.database.db.select().from(messages).where(eq(messages.recipientId, other(5).userId));
    expect(stored).toHaveLength(0);

    // Conversations that exist go on.
    expect((await send(newcomer, other(0), 'Following up')).statusCode).toBe(200);
    expect((await send(newcomer, other(6), 'And again')).statusCode).toBe(200);
  });

  it('frees up 24 hours after the oldest counted conversation', async () => {
    await ctx.database.db.update(messages).set({ createdAt: new Date(Date.now() - DAY_MS - 60_000) })
      .where(eq(messages.senderId, newcomer.userId));
    expect((await limits(newcomer)).conversations).toEqual({ limit: 5, used: 0, resetsAt: null });
    expect((await send(newcomer, other(5))).statusCode).toBe(200);
    expect((await limits(newcomer)).conversations.used).toBe(1);
  });

  it('a connected channel and account age raise the level; open reports from three members lower it', async () => {
    const member = other(0);
    expect(await limits(member)).toMatchObject({ level: 'ESTABLISHED', conversations: { limit: 15 }, requests: { limit: 5 } });
    await ctx.database.db.update(users).set({ createdAt: new Date(Date.now() - 31 * DAY_MS) }).where(eq(users.id, member.userId));
    expect(await limits(member)).toMatchObject({ level: 'TRUSTED', reasons: [], conversations: { limit: 40 }, requests: { limit: 10 } });
    for (const reporter of [other(1), other(2), other(3)]) {
      const res = await ctx.app.inject({
        method: 'POST', url: '/api/reports', headers: reporter.auth,
        payload: { item: { kind: 'CHANNEL', id: member.channel.id }, category: 'SPAM' },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await limits(member)).toMatchObject({ level: 'LIMITED', conversations: { limit: 2 }, requests: { limit: 1 } });
  });

  it('needs a signed-in caller', async () => {
    expect((await ctx.app.inject({ url: '/api/limits/first-contact' })).statusCode).toBe(401);
  });
});
