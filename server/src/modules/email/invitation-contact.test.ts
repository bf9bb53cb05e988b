// Invitation emails reach a non-member channel at the business address its public YouTube description shows: the
// sync (against a local fake of the YouTube Data API) records the address with its source and time, an invitation
// emails it once (through a real SMTP server in the test process), and another member's invitation within 30 days
// sends nothing more.
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { channelContactEmails, channels } from '../../db/schema';
import { startFakeYouTubeData, type FakeYouTubeData } from '../../../test-support/fake-youtube-data';
import { backends, createTestApp, type TestContext } from '../../../test-support/test-app';
import { validatedUser, type TestMember } from '../../../test-support/users';
import { DevInbox } from './dev-inbox';
import { QUEUES } from './service';

const ytId = () => `UC${randomUUID().replace(/-/g, '').slice(0, 22)}`;

describe.each(backends())('invitation email to the address a channel\'s YouTube description shows, on %s', (backend) => {
  let smtp: DevInbox;
  let fake: FakeYouTubeData;
  let ctx: TestContext;
  let alice: TestMember;
  let bea: TestMember;

  beforeAll(async () => {
    smtp = new DevInbox();
    const port = await smtp.start(0);
    fake = await startFakeYouTubeData();
    ctx = await createTestApp({ backend, env: {
      ...fake.env, SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://collabhub.test',
      MAIL_FROM: 'CollabHub <hello@collabhub.test>', DEV_SMTP_PORT: '0',
    } });
    await ctx.app.jobs.start();
    alice = await validatedUser(ctx, 'alice', { name: 'Alice Cooks' });
    bea = await validatedUser(ctx, 'bea', { name: 'Bea Bakes' });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
    await smtp?.close();
  });

  async function until<T>(probe: () => T | Promise<T>, what: string, ms = 20_000): Promise<NonNullable<T>> {
    const end = Date.now() + ms;
    for (;;) {
      const value = await probe();
      if (value) return value as NonNullable<T>;
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  /** A non-member channel YouTube knows, with this public description. */
  async function publicChannel(name: string, description: string): Promise<number> {
    const youtubeId = ytId();
    const [row] = await ctx.database.db.insert(channels).values({ youtubeId, name, thumbnail: '/api/avatars/p.svg' }).returning();
    fake.channels.set(youtubeId, { subscribers: 4200, views: 90_000, videos: 40, description });
    return row!.id;
  }
  const invite = (m: TestMember, channelId: number) => ctx.app.inject({
    method: 'POST', url: '/api/invitations', headers: m.auth, payload: { inviterChannelId: m.channel.id, inviteeChannelId: channelId },
  });
  const mailTo = (address: string) => smtp.emails.filter((e) => e.to.toLowerCase().includes(address.toLowerCase()));

  it('records the description\'s address with its source and time; one email, none for a second inviter within 30 days', async () => {
    const garden = await publicChannel('Green Thumb Garden', 'New garden videos every Sunday.\nBusiness inquiries: Team [at] greenthumb [dot] com\nyoutube.com/@greenthumb');
    const before = Date.now();
    await ctx.app.jobs.youtube.syncPublic([garden]);
    const [contact] = await ctx.database.db.select().from(channelContactEmails).where(eq(channelContactEmails.channelId, garden));
    expect(contact).toMatchObject({ email: 'Team@greenthumb.com', source: 'youtube-description' });
    expect(contact!.foundAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);

    const first = await invite(alice, garden);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ created: true, emailed: true });
    const [mail] = await until(() => (mailTo('team@greenthumb.com').length ? mailTo('team@greenthumb.com') : null), 'the invitation email');
    expect(mail?.subject).toBe('Alice Cooks invited Green Thumb Garden to collaborate on CollabHub');
    expect(mail?.text).toContain(`https://collabhub.test/channelPage/${alice.channel.id}`);

    const second = await invite(bea, garden);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ created: true, emailed: false });
    // Even a job that got past the request's check sends nothing within the window.
    await ctx.app.email.service.sendInvitation(bea.channel.id, garden);
    const jobs = await ctx.database.executeSql(`select state from pgboss.job where name = $1 and singleton_key = $2`,
      [QUEUES.invitation, `channel:${garden}`]);
    expect(jobs.rows.length).toBe(1);
    expect(mailTo('team@greenthumb.com')).toHaveLength(1);
  }, 60_000);

  it('a description without an address records none, and the invitation says no email was sent', async () => {
    const quiet = await publicChannel('Quiet Channel', 'Follow youtube.com/@quiet and say hi in the comments @quiet');
    await ctx.app.jobs.youtube.syncPublic([quiet]);
    expect(await ctx.database.db.select().from(channelContactEmails).where(eq(channelContactEmails.channelId, quiet))).toEqual([]);
    const res = await invite(alice, quiet);
    expect(res.json()).toMatchObject({ created: true, emailed: false });
  }, 60_000);

  it('drops the address the sync found once the description no longer shows it, and keeps an operator\'s entry', async () => {
    const moving = await publicChannel('Moving Channel', 'Contact: old@moving.io');
    await ctx.app.jobs.youtube.syncPublic([moving]);
    expect((await ctx.database.db.select().from(channelContactEmails).where(eq(channelContactEmails.channelId, moving)))[0]?.email).toBe('old@moving.io');
    const [row] = await ctx.database.db.select().from(channels).where(eq(channels.id, moving));
    fake.channels.set(row!.youtubeId, { subscribers: 4300, views: 91_000, videos: 41, description: 'No email here any more' });
    await ctx.app.jobs.youtube.syncPublic([moving]);
    expect(await ctx.database.db.select().from(channelContactEmails).where(eq(channelContactEmails.channelId, moving))).toEqual([]);

    const manual = await publicChannel('Manual Channel', 'Nothing to see');
    await ctx.database.db.insert(channelContactEmails).values({ channelId: manual, email: 'ops@manual.org' });
    await ctx.app.jobs.youtube.syncPublic([manual]);
    expect((await ctx.database.db.select().from(channelContactEmails).where(eq(channelContactEmails.channelId, manual)))[0])
      .toMatchObject({ email: 'ops@manual.org', source: 'operator' });
  }, 60_000);
});
