import { eq } from 'drizzle-orm';
import type { EmailPreferences, UnreadNotifications } from 'shared-api';
import type { Db } from '../../db/client';
import { channelContactEmails, channels, emailPreferences } from '../../db/schema';
import type { NewNotification } from '../notifications/service';
import { backends, createTestApp, type TestContext } from '../../../test-support/test-app';
import { validatedUser, type TestMember } from '../../../test-support/users';
import { type CaughtEmail, DevInbox } from './dev-inbox';
import type { EmailKind } from './kinds';
import { QUEUES } from './service';
import { signUnsubscribe } from './unsubscribe-token';

const PUBLIC_URL = 'https://collabhub.test';
const DELAY_MS = 1200; // EMAIL_UNREAD_ALERT_MINUTES=0.02: the 15 minutes of production, shortened

describe.each(backends())('email on %s (in-process SMTP server, parsed with mailparser)', (backend) => {
  let smtp: DevInbox;
  let ctx: TestContext;
  let alice: TestMember;

  beforeAll(async () => {
    smtp = new DevInbox();
    const port = await smtp.start(0);
    ctx = await createTestApp({ backend, env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL, EMAIL_UNREAD_ALERT_MINUTES: String(DELAY_MS / 60_000),
      MAIL_FROM: 'CollabHub <hello@collabhub.test>', DEV_SMTP_PORT: '0',
    } });
    await ctx.app.jobs.start();
    alice = await validatedUser(ctx, 'alice', { name: 'Alice Cooks' });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });

  const to = (m: TestMember) => smtp.emails.filter((e) => e.to.includes(m.email));
  async function until<T>(probe: () => T | Promise<T>, what: string, ms = 15_000): Promise<NonNullable<T>> {
    const end = Date.now() + ms;
    for (;;) {
      const value = await probe();
      if (value) return value as NonNullable<T>;
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  /** Every job of a queue for one singleton key has finished (completed or failed). */
  const settled = (queue: string, key: string) => until(async () => {
    const rows = await ctx.database.executeSql(
      `select state from pgboss.job where name = $1 and singleton_key = $2`, [queue, key]);
    return rows.rows.length > 0 && rows.rows.every((r) => ['completed', 'failed', 'cancelled'].includes(String((r as { state: string }).state)));
  }, `${queue} ${key} to settle`);
  const send = (from: TestMember, recipient: TestMember, content: string) =>
    ctx.app.chat.sendMessage({ senderId: from.userId, recipientId: recipient.userId, content });
  const unsubscribeHeader = (mail: CaughtEmail) => /^<(https:\/\/[^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? '';

  it('five messages to an offline member in a burst give exactly one alert, with exact one-click headers and the deep link in both parts', async () => {
    const bob = await validatedUser(ctx, 'bob');
    let conversationId = 0;
    for (let i = 1; i <= 5; i++) conversationId = (await send(alice, bob, `Idea ${i}`)).message.conversationId;
    const [mail] = await until(() => (to(bob).length ? to(bob) : null), 'the alert');
    await settled(QUEUES.unreadAlert, `user:${bob.userId}`);
    await new Promise((r) => setTimeout(r, 1500)); // a second alert would have had its chance
    expect(to(bob)).toHaveLength(1);
    const m = mail as CaughtEmail;
    expect(m.subject).toBe('You have 5 unread messages on CollabHub');
    expect(m.from).toMatch(/^"?CollabHub"? <hello@collabhub\.test>$/);
    const deepLink = `${PUBLIC_URL}/messages?conversation=${conversationId}`;
    expect(m.text).toContain(deepLink);
    expect(m.html).toContain(`href="${deepLink}"`);
    expect(m.headers['list-unsubscribe']).toBe(
      `<${PUBLIC_URL}/api/email/unsubscribe?token=${signUnsubscribe(ctx.config.email.signingSecret, { userId: bob.userId, kind: 'messages' })}>`);
    expect(m.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(m.html).toContain('hello@collabhub.test');
    expect(m.text).toContain(`Unsubscribe: ${unsubscribeHeader(m)}`);
  }, 30_000);

  it('sends no alert when the member reads within the delay', async () => {
    const carol = await validatedUser(ctx, 'carol');
    const { message } = await send(alice, carol, 'Are you there?');
    const read = await ctx.app.inject({
      method: 'POST', url: `/api/conversations/${message.conversationId}/mark-as-read/${carol.userId}`, headers: carol.auth,
    });
    expect(read.statusCode).toBe(200);
    await settled(QUEUES.unreadAlert, `user:${carol.userId}`);
    expect(to(carol)).toHaveLength(0);
  }, 30_000);

  it('one-click unsubscribe: a cookie-less POST turns that kind off and no further mail of it is sent; a tampered token is 400', async () => {
    const dan = await validatedUser(ctx, 'dan');
    await send(alice, dan, 'First');
    const [mail] = await until(() => (to(dan).length ? to(dan) : null), 'the alert');
    const url = new URL(unsubscribeHeader(mail as CaughtEmail));
    const tampered = url.searchParams.get('token')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    const bad = await ctx.app.inject({
      method: 'POST', url: `/api/email/unsubscribe?token=${encodeURIComponent(tampered)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click',
    });
    expect(bad.statusCode).toBe(400);
    expect((await ctx.app.inject({ url: `/api/email/unsubscribe?token=${encodeURIComponent(tampered)}` })).statusCode).toBe(400);
    // The body's link: a page asking to confirm, changing nothing.
    const confirm = await ctx.app.inject({ url: `${url.pathname}${url.search}` });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('Unsubscribe from unread messages?');
    expect(confirm.body).toContain('href="/settings?tab=notifications"');
    expect((await ctx.app.inject({ url: '/api/email/preferences', headers: dan.auth })).json().kinds.messages.email).toBe(true);

    const res = await ctx.app.inject({
      method: 'POST', url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    const prefs = await ctx.app.inject({ url: '/api/email/preferences', headers: dan.auth });
    expect(prefs.json().kinds.messages).toEqual({ inApp: true, email: false });
    await send(alice, dan, 'Second');
    await settled(QUEUES.unreadAlert, `user:${dan.userId}`);
    expect(to(dan)).toHaveLength(1);
  }, 30_000);

  it('a member at UTC+9 gets the weekly digest when the clock reads Monday 09:00 their time, once', async () => {
    const tokyo = await validatedUser(ctx, 'tokyo');
    const london = await validatedUser(ctx, 'london');
    for (const [m, timeZone] of [[tokyo, 'Asia/Tokyo'], [london, 'Europe/London']] as const) {
      const prefs = (await ctx.app.inject({ url: '/api/email/preferences', headers: m.auth })).json();
      const put = await ctx.app.inject({ method: 'PUT', url: '/api/email/preferences', headers: m.auth, payload: { ...prefs, timeZone } });
      expect(put.statusCode).toBe(200);
      // Unread messages for the digest, but no alert (the alert kind is off for them).
      await ctx.database.db.update(emailPreferences).set({ kinds: { messages: { inApp: true, email: false } } })
        .where(eq(emailPreferences.userId, m.userId));
      await send(alice, m, 'For your digest');
    }
    const service = ctx.app.email.service;
    // Monday 30 November 2026, 00:00 UTC = 09:00 in Tokyo, midnight in London.
    await service.digestSweep(new Date('2026-11-30T00:00:00Z'));
    const [digest] = await until(() => (to(tokyo).length ? to(tokyo) : null), 'the digest');
    expect(digest?.subject).toBe('Your week on CollabHub');
    expect(digest?.text).toContain('Unread conversations');
    // Each conversation names who wrote.
    expect(digest?.text).toMatch(/- 1 unread message from Alice Cooks: https?:\/\/\S+\/messages\?conversation=\d+/);
    await service.digestSweep(new Date('2026-11-30T00:15:00Z'));
    await settled(QUEUES.digest, `digest:${tokyo.userId}:2026-11-30`);
    expect(to(tokyo)).toHaveLength(1);
    expect(to(london)).toHaveLength(0);
    // A Sunday 09:00 in Tokyo is not the digest's day.
    expect(await service.digestSweep(new Date('2026-11-29T00:00:00Z'))).toBe(0);
  }, 30_000);

  it('the digest lists new channels matching the member\'s saved searches, by the alerts\' matcher', async () => {
    const erin = await validatedUser(ctx, 'erin');
    for (const [name, filter] of [['Spanish gaming', { subscribers_min: 100, subscribers_max: 1_000_000, category: 'Gaming', language: 'Spanish' }],
      ['Comedy', { subscribers_min: 100, subscribers_max: 1_000_000, category: 'Comedy' }]] as const) {
      const saved = await ctx.app.inject({ method: 'POST', url: '/api/saved-searches', headers: erin.auth, payload: { name, filter } });
      expect(saved.statusCode).toBe(200);
    }
    const search = (await ctx.app.inject({ url: '/api/saved-searches', headers: erin.auth })).json().searches[0];
    // Two Spanish gaming channels join this week; one English one does not match; nothing for Comedy.
    await ctx.database.db.insert(channels).values([
      { youtubeId: `UCdig1${backend}`, name: 'Juegos Uno', thumbnail: '/x.svg', subscribers: 9000, categoryId: 8, mainLanguage: 'Spanish', collaborationStatus: 1 },
      { youtubeId: `UCdig2${backend}`, name: 'Juegos Dos', thumbnail: '/x.svg', subscribers: 90_000, categoryId: 8, mainLanguage: 'Spanish', collaborationStatus: 2 },
      { youtubeId: `UCdig3${backend}`, name: 'Games Three', thumbnail: '/x.svg', subscribers: 9000, categoryId: 8, mainLanguage: 'English', collaborationStatus: 1 },
    ]);
    await ctx.app.email.service.sendDigest(erin.userId, '2026-11-30');
    const [digest] = await until(() => (to(erin).length ? to(erin) : null), 'the digest');
    const text = digest?.text ?? '';
    expect(text).toContain(`New channels matching your saved searches\n- 2 new channels match "Spanish gaming": ${PUBLIC_URL}/dashboardV2?saved=${search.id}\n`);
    expect(text).not.toContain('"Comedy"');
    expect(digest?.html).toContain('New channels matching your saved searches');
    expect(digest?.html).toContain(`href="${PUBLIC_URL}/dashboardV2?saved=${search.id}"`);
  }, 30_000);

  it('emails an invited non-member channel at its public contact address once in 30 days, whoever invites', async () => {
    const [invitee] = await ctx.database.db.insert(channels).values({ youtubeId: `UCinv${Date.now()}`, name: 'Garden Channel', thumbnail: '/x.svg' }).returning();
    const [silent] = await ctx.database.db.insert(channels).values({ youtubeId: `UCsil${Date.now()}`, name: 'No Address', thumbnail: '/x.svg' }).returning();
    await ctx.database.db.insert(channelContactEmails).values({ channelId: invitee!.id, email: 'garden@example.test' });
    const bea = await validatedUser(ctx, 'bea');
    const invite = (m: TestMember, channelId: number) => ctx.app.inject({
      method: 'POST', url: '/api/invitations', headers: m.auth, payload: { inviterChannelId: m.channel.id, inviteeChannelId: channelId },
    });
    const first = await invite(alice, invitee!.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().emailed).toBe(true);
    const [mail] = await until(() => smtp.emails.filter((e) => e.to.includes('garden@example.test')).at(0) ? smtp.emails.filter((e) => e.to.includes('garden@example.test')) : null, 'the invitation');
    expect(mail?.subject).toBe('Alice Cooks invited Garden Channel to collaborate on CollabHub');
    expect(mail?.text).toContain(`${PUBLIC_URL}/channelPage/${alice.channel.id}`);
    const second = await invite(bea, invitee!.id);
    expect(second.json().emailed).toBe(false);
    expect((await invite(alice, silent!.id)).json().emailed).toBe(false);
    // Even a job queued past the request's check sends nothing within the window.
    await ctx.app.email.service.sendInvitation(bea.channel.id, invitee!.id);
    expect(smtp.emails.filter((e) => e.to.includes('garden@example.test'))).toHaveLength(1);
  }, 30_000);

  it('emails a collaboration request notification, and stops at an address that bounced', async () => {
    const owner = await validatedUser(ctx, 'owner');
    await ctx.app.notifications.notify([{ userId: owner.userId, type: 'COLLABORATION_REQUEST', title: 'New collaboration request from Alice Cooks',
      description: 'Shoutout · next month', link: `/channelPage/${owner.channel.id}?tab=requests&request=1`, sourceId: 'collab-request-x', senderId: alice.userId }]);
    const [mail] = await until(() => (to(owner).length ? to(owner) : null), 'the request email');
    expect(mail?.text).toContain(`${PUBLIC_URL}/channelPage/${owner.channel.id}?tab=requests&request=1`);
    await ctx.app.email.service.suppress(owner.email, 'bounce');
    await ctx.app.email.service.sendNotification({
      eventId: 'after-bounce', userId: owner.userId, type: 'COLLABORATION_ACCEPTED', title: 'Accepted', description: '', link: '/x',
    });
    expect(to(owner)).toHaveLength(1);
  }, 30_000);

  describe('the in-app and email switches act independently: all four combinations of each kind', () => {
    const combos = [[true, true], [true, false], [false, true], [false, false]] as const;
    async function memberWith(kind: EmailKind, inApp: boolean, email: boolean): Promise<TestMember> {
      const m = await validatedUser(ctx, `${kind}-${inApp}-${email}`);
      const prefs = (await ctx.app.inject({ url: '/api/email/preferences', headers: m.auth })).json<EmailPreferences>();
      const put = await ctx.app.inject({
        method: 'PUT', url: '/api/email/preferences', headers: m.auth, payload: { ...prefs, kinds: { ...prefs.kinds, [kind]: { inApp, email } } },
      });
      expect(put.statusCode).toBe(200);
      return m;
    }
    const bell = async (m: TestMember, type: string) =>
      (await ctx.app.inject({ url: '/api/notifications/unread', headers: m.auth })).json<UnreadNotifications>()
        .notifications.filter((n) => n.type === type);
    /** Every notification email job of the member has finished (sent or decided not to). */
    const notificationJobsSettled = (m: TestMember) => until(async () => {
      const rows = await ctx.database.executeSql(
        `select state from pgboss.job where name = $1 and data->>'userId' = $2`, [QUEUES.notification, String(m.userId)]);
      return rows.rows.length > 0 && rows.rows.every((r) => ['completed', 'failed', 'cancelled'].includes(String((r as { state: string }).state)));
    }, 'the notification email job to settle');

    it.each(combos)('a chat message: in-app %s, email %s', async (inApp, email) => {
      const m = await memberWith('messages', inApp, email);
      const { message } = await send(alice, m, 'Do the switches work?');
      await settled(QUEUES.unreadAlert, `user:${m.userId}`);
      const inBell = await bell(m, 'MESSAGE');
      expect(inBell).toHaveLength(inApp ? 1 : 0);
      expect(to(m)).toHaveLength(email ? 1 : 0);
      if (email) expect(to(m)[0]?.text).toContain(`${PUBLIC_URL}/messages?conversation=${message.conversationId}`);
    }, 30_000);

    const events = [
      ['COLLABORATION_REQUEST', 'collabRequests'], ['COLLABORATION_ACCEPTED', 'collabRequests'], ['INVITATION_ACCEPTED', 'inviteeJoined'],
    ] as const;
    it.each(events.flatMap(([type, kind]) => combos.map(([inApp, email]) => [type, kind, inApp, email] as const)))(
      '%s (%s): in-app %s, email %s', async (type, kind, inApp, email) => {
        const m = await memberWith(kind, inApp, email);
        const wanted: NewNotification = {
          userId: m.userId, type, title: `${type} for ${m.channel.name}`, description: 'Shoutout next month',
          link: `/channelPage/${m.channel.id}?tab=requests`, sourceId: `switch-${m.userId}`, senderId: alice.userId,
        };
        if (type === 'INVITATION_ACCEPTED') {
          // The join notifier's path: written in the claim's transaction, announced after its commit.
          const pending = await ctx.database.db.transaction((tx) => ctx.app.notifications.insertInTransaction(tx as unknown as Db, [wanted]));
          await ctx.app.notifications.announceCreated(pending);
        } else {
          await ctx.app.notifications.notify([wanted]);
        }
        await notificationJobsSettled(m);
        expect(await bell(m, type)).toHaveLength(inApp ? 1 : 0);
        expect(to(m)).toHaveLength(email ? 1 : 0);
        if (email) {
          expect(to(m)[0]?.subject).toBe(wanted.title);
          expect(to(m)[0]?.text).toContain(`${PUBLIC_URL}/channelPage/${m.channel.id}?tab=requests`);
        }
      }, 30_000);
  });

  it('refuses bad preferences with 400, and anonymous callers with 401', async () => {
    const prefs = (await ctx.app.inject({ url: '/api/email/preferences', headers: alice.auth })).json();
    const bad = await ctx.app.inject({ method: 'PUT', url: '/api/email/preferences', headers: alice.auth, payload: { ...prefs, timeZone: 'Mars/Olympus' } });
    expect(bad.statusCode).toBe(400);
    const badHours = await ctx.app.inject({ method: 'PUT', url: '/api/email/preferences', headers: alice.auth, payload: { ...prefs, quietHours: { start: 2000, end: 1 } } });
    expect(badHours.statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/email/preferences' })).statusCode).toBe(401);
  });

  // Last: from here on the app sends to its own development catcher instead of the test's SMTP server.
  it('the development inbox lists what the product sent, with the email as a page', async () => {
    expect((await ctx.app.inject({ url: '/dev/inbox' })).statusCode).toBe(404);
    await ctx.app.email.startDevInbox();
    const erin = await validatedUser(ctx, 'erin');
    const { message } = await send(alice, erin, 'Hello from the inbox test');
    const listed = await until(async () => {
      const res = await ctx.app.inject({ url: '/dev/inbox/messages' });
      return (res.json() as { id: number; to: string }[]).find((m) => m.to.includes(erin.email)) ?? null;
    }, 'the inbox to list the alert');
    const page = await ctx.app.inject({ url: '/dev/inbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`href="/dev/inbox/${listed.id}"`);
    const mail = await ctx.app.inject({ url: `/dev/inbox/${listed.id}` });
    expect(mail.body).toContain(`${PUBLIC_URL}/messages?conversation=${message.conversationId}`);
    expect((await ctx.app.inject({ url: '/dev/inbox/999999' })).statusCode).toBe(404);
  }, 30_000);
});
