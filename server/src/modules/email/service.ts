// What the product emails and when. Requests and chat events only queue jobs (fast, never waiting on SMTP); the
// job handlers decide, render and send, and are idempotent: each email claims a dedupe key in email_log first.
import { randomUUID } from 'node:crypto';
import type { EmailPreferences } from 'shared-api';
import type { Config } from '../../config';
import type { JobLog, JobRunner } from '../../jobs/job-runner';
import { EMAIL_KINDS, type EmailKind, INVITATION_KIND, KIND_LABELS, NOTIFICATION_KINDS } from './kinds';
import { inQuietHours, localTime } from './local-time';
import { createSmtpMailer, type Mailer } from './mailer';
import type { EmailRepository, PreferencesRow } from './repository';
import { type EmailContent, renderHtml, renderText } from './templates';
import { signUnsubscribe, type UnsubscribeSubject } from './unsubscribe-token';

export const QUEUES = {
  unreadAlert: 'email.unread-alert',
  notification: 'email.notification',
  invitation: 'email.invitation',
  digestSweep: 'email.digest-sweep',
  digest: 'email.digest',
} as const;

const INVITATION_WINDOW_MS = 30 * 86_400_000;
const DIGEST_WEEKDAY = 1; // Monday
const DIGEST_MINUTES = 9 * 60;

type KindPreference = EmailPreferences['kinds'][EmailKind];

/**
 * A notification-worthy event to email (a collaboration request, an invitee joining), carried whole in the job:
 * the job is the email's outbox entry, so it sends whether or not the member's notification centre got the event.
 */
export interface NotificationEmailJob {
  eventId: string;
  userId: number;
  type: string;
  title: string;
  description: string;
  link: string | null;
}

export interface EmailServiceOptions {
  config: Config;
  repo: EmailRepository;
  runner: JobRunner;
  log: JobLog;
  /**
   * Whether the member has a live session (the realtime presence, across instances when Redis joins them); no alert
   * while they do. A separate worker process has no presence: there the read position alone decides.
   */
  isOnline?: (userId: number) => Promise<boolean>;
  /** The clock (tests move it). */
  now?: () => Date;
  /**
   * The member's saved searches with channels that joined or started matching them in the window (the matcher of
   * the in-app alerts, modules/collab-fit); none when absent.
   */
  savedSearches?: (userId: number, since: Date, until: Date) => Promise<SavedSearchMatches[]>;
}

/** One saved search in the digest: what newly matches it ("3 new channels match …") and where it opens. */
export interface SavedSearchMatches { label: string; link: string }

export class EmailService {
  private smtp: Config['email']['smtp'];
  private mailer: Mailer | null = null;
  private started = false;
  private readonly now: () => Date;

  constructor(private readonly opts: EmailServiceOptions) {
    this.smtp = opts.config.email.smtp;
    this.now = opts.now ?? (() => new Date());
  }

  get enabled(): boolean {
    return this.opts.config.email.enabled;
  }

  /** Points sending at another SMTP server (the development mail catcher). */
  useSmtp(url: string): void {
    this.mailer?.close();
    this.mailer = null;
    this.smtp = { url };
  }

  /** Called once the job runner has started: schedules the digest sweep and lets events queue jobs. */
  async start(): Promise<void> {
    if (!this.enabled) return;
    await this.opts.runner.schedule(QUEUES.digestSweep, '*/15 * * * *', {});
    this.started = true;
  }

  close(): void {
    this.mailer?.close();
  }

  // ---- events (cheap: they only queue) ----

  /** A chat message to `userId` was committed: one alert per burst, after the configured delay. */
  async messageUnread(userId: number): Promise<void> {
    if (!this.started) return;
    await this.opts.runner.send(QUEUES.unreadAlert, { userId }, {
      singletonKey: `user:${userId}`,
      startAfter: new Date(Date.now() + this.opts.config.email.unreadAlertMs),
    });
  }

  /**
   * A notification was asked for (whether or not it was made in-app): those with an email counterpart
   * (collaboration requests, an invited channel joining) are queued with their content.
   */
  async notificationRequested(n: { userId: number; type: string; title: string; description?: string | null; link?: string | null }): Promise<void> {
    if (!this.started || !NOTIFICATION_KINDS[n.type]) return;
    const job: NotificationEmailJob = {
      eventId: randomUUID(), userId: n.userId, type: n.type, title: n.title, description: n.description ?? '', link: n.link ?? null,
    };
    await this.opts.runner.send(QUEUES.notification, job);
  }

  /**
   * An invitation to a channel that is not a member: emailed to its public contact address, at most once per
   * channel in 30 days whoever invites. Resolves with whether an email is on its way (what the screen tells the inviter).
   */
  async invitationCreated(inviterChannelId: number, inviteeChannelId: number): Promise<boolean> {
    if (!this.enabled) return false;
    const email = await this.opts.repo.contactEmail(inviteeChannelId);
    if (!email || await this.opts.repo.isSuppressed(email)) return false;
    const last = await this.opts.repo.lastInvitation(inviteeChannelId);
    if (last && this.now().getTime() - last.getTime() < INVITATION_WINDOW_MS) return false;
    if (!this.started) return false;
    await this.opts.runner.send(QUEUES.invitation, { inviterChannelId, inviteeChannelId }, { singletonKey: `channel:${inviteeChannelId}` });
    return true;
  }

  // ---- preferences ----

  async preferences(userId: number): Promise<EmailPreferences> {
    return toPreferences(await this.opts.repo.preferences(userId));
  }

  async savePreferences(userId: number, prefs: EmailPreferences): Promise<EmailPreferences> {
    return toPreferences(await this.opts.repo.savePreferences(userId, {
      kinds: prefs.kinds,
      digest: prefs.digest,
      timeZone: prefs.timeZone,
      quietStart: prefs.quietHours?.start ?? null,
      quietEnd: prefs.quietHours?.end ?? null,
    }));
  }

  /** A verified unsubscribe: a member's kind goes off; a non-member's address is suppressed. */
  async unsubscribe(subject: UnsubscribeSubject): Promise<string> {
    if ('email' in subject) {
      await this.opts.repo.suppress(subject.email, 'unsubscribed');
      return 'invitations';
    }
    const prefs = await this.preferences(subject.userId);
    if (subject.kind === 'digest') prefs.digest = false;
    else if ((EMAIL_KINDS as readonly string[]).includes(subject.kind)) prefs.kinds[subject.kind as EmailKind].email = false;
    await this.savePreferences(subject.userId, prefs);
    return subject.kind;
  }

  /** A bounce or complaint the SMTP provider reported: no more email to that address. */
  async suppress(email: string, reason: 'bounce' | 'complaint'): Promise<void> {
    await this.opts.repo.suppress(email, reason);
  }

  // ---- jobs ----

  /** Declares the email queues on the runner (jobs/product-jobs.ts, for every process that works them). */
  registerJobs(): void {
    const r = this.opts.runner;
    const fast = { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 120, pollingIntervalSeconds: 1 };
    r.register<{ userId: number }>(QUEUES.unreadAlert, (job) => this.sendUnreadAlert(job.data.userId), { ...fast, policy: 'stately' });
    r.register<NotificationEmailJob>(QUEUES.notification, (job) => this.sendNotification(job.data), fast);
    r.register<{ inviterChannelId: number; inviteeChannelId: number }>(QUEUES.invitation,
      (job) => this.sendInvitation(job.data.inviterChannelId, job.data.inviteeChannelId), { ...fast, policy: 'stately' });
    r.register(QUEUES.digestSweep, async () => void await this.digestSweep(this.now()), { retryLimit: 1, pollingIntervalSeconds: 1 });
    r.register<{ userId: number; localDate: string }>(QUEUES.digest, (job) => this.sendDigest(job.data.userId, job.data.localDate), fast);
  }

  async sendUnreadAlert(userId: number): Promise<void> {
    const prefs = await this.preferences(userId);
    if (!prefs.kinds.messages.email || await this.opts.isOnline?.(userId)) return;
    const local = localTime(this.now(), prefs.timeZone);
    if (prefs.quietHours && inQuietHours(local.minutes, prefs.quietHours.start, prefs.quietHours.end)) {
      const wait = ((prefs.quietHours.end - local.minutes + 1440) % 1440) * 60_000;
      await this.opts.runner.send(QUEUES.unreadAlert, { userId }, { singletonKey: `user:${userId}`, startAfter: new Date(Date.now() + wait) });
      return;
    }
    // Only what arrived since the last alert: one email per burst, and none once they have read it.
    const since = await this.opts.repo.lastSent(userId, 'messages');
    const unread = await this.opts.repo.unreadMessages(userId, since);
    const newest = unread[0];
    if (!newest) return;
    const conversations = new Set(unread.map((m) => m.conversationId));
    const link = conversations.size === 1 ? `/messages?conversation=${newest.conversationId}` : '/messages';
    const single = `New message from ${newest.senderName ?? 'a CollabHub member'}`;
    const content: EmailContent = {
      subject: unread.length === 1 ? single : `You have ${unread.length} unread messages on CollabHub`,
      heading: unread.length === 1 ? single : `${unread.length} unread messages`,
      paragraphs: [`While you were away, ${unread.length === 1 ? 'a creator wrote to you' : `you received ${unread.length} messages in ${conversations.size} conversation${conversations.size === 1 ? '' : 's'}`}.`],
      action: { label: 'Open the conversation', href: this.url(link) },
    };
    await this.deliverToMember(userId, 'messages', `messages:${userId}:${newest.id}`, content);
  }

  async sendNotification(n: NotificationEmailJob): Promise<void> {
    const kind = NOTIFICATION_KINDS[n.type];
    if (!kind || !Number.isInteger(n.userId) || typeof n.eventId !== 'string') return;
    const prefs = await this.preferences(n.userId);
    if (!prefs.kinds[kind].email) return;
    const content: EmailContent = {
      subject: n.title,
      heading: n.title,
      paragraphs: n.description ? [n.description] : [],
      action: { label: kind === 'collabRequests' ? 'View the request' : 'View the channel', href: this.url(n.link ?? '/') },
    };
    await this.deliverToMember(n.userId, kind, `notification:${n.eventId}`, content);
  }

  async sendInvitation(inviterChannelId: number, inviteeChannelId: number): Promise<void> {
    const email = await this.opts.repo.contactEmail(inviteeChannelId);
    if (!email) return;
    const last = await this.opts.repo.lastInvitation(inviteeChannelId);
    if (last && this.now().getTime() - last.getTime() < INVITATION_WINDOW_MS) return;
    const [inviter, invitee] = await Promise.all([this.opts.repo.channel(inviterChannelId), this.opts.repo.channel(inviteeChannelId)]);
    if (!inviter || !invitee || invitee.ownerUserId !== null) return;
    const content: EmailContent = {
      subject: `${inviter.name} invited ${invitee.name} to collaborate on CollabHub`,
      heading: `${inviter.name} wants to collaborate with you`,
      paragraphs: [
        `${inviter.name} found ${invitee.name} on CollabHub, where YouTube creators find each other and collaborate, and invited you to join.`,
        'Join to answer their invitation and see who else wants to work with you.',
      ],
      action: { label: `See ${inviter.name} on CollabHub`, href: this.url(`/channelPage/${inviter.id}`) },
    };
    const day = this.now().toISOString().slice(0, 10);
    await this.deliver({ userId: null, email, kind: INVITATION_KIND, dedupeKey: `invitation:${inviteeChannelId}:${day}` },
      { email, kind: INVITATION_KIND }, content);
  }

  /** Queues the weekly digest of every member for whom it is Monday 09:00-09:59 now (their time zone). */
  async digestSweep(at: Date): Promise<number> {
    let queued = 0;
    for (const m of await this.opts.repo.digestCandidates()) {
      const local = localTime(at, m.timeZone);
      if (local.weekday !== DIGEST_WEEKDAY || local.minutes < DIGEST_MINUTES || local.minutes >= DIGEST_MINUTES + 60) continue;
      await this.opts.runner.send(QUEUES.digest, { userId: m.userId, localDate: local.date }, { singletonKey: `digest:${m.userId}:${local.date}` });
      queued += 1;
    }
    return queued;
  }

  async sendDigest(userId: number, localDate: string): Promise<void> {
    const prefs = await this.preferences(userId);
    if (!prefs.digest) return;
    const own = await this.opts.repo.ownChannel(userId);
    const now = this.now();
    const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
    const [unread, pending, fresh, searches] = await Promise.all([
      this.opts.repo.unreadConversations(userId),
      this.opts.repo.pendingRequests(userId),
      own ? this.opts.repo.newMatchingChannels(own, weekAgo) : Promise.resolve([]),
      this.opts.savedSearches ? this.opts.savedSearches(userId, weekAgo, now) : Promise.resolve([]),
    ]);
    if (unread.length + pending.length + fresh.length + searches.length === 0) return;
    const sections: NonNullable<EmailContent['sections']> = [];
    if (unread.length) sections.push({ title: 'Unread conversations', items: unread.map((c) => ({
      label: `${c.unread} unread message${c.unread === 1 ? '' : 's'}${c.withName ? ` from ${c.withName}` : ''}`, href: this.url(`/messages?conversation=${c.id}`) })) });
    if (pending.length) sections.push({ title: 'Collaboration requests waiting for you', items: pending.map((p) => ({
      label: `From ${p.fromName ?? 'a CollabHub member'}`, href: this.url(`/channelPage/${p.channelId}?tab=requests&request=${p.id}`) })) });
    if (fresh.length) sections.push({ title: 'New channels in your category', items: fresh.map((c) => ({
      label: c.name, href: this.url(`/channelPage/${c.id}`) })) });
    if (searches.length) sections.push({ title: 'New channels matching your saved searches', items: searches.map((m) => ({
      label: m.label, href: this.url(m.link) })) });
    const content: EmailContent = {
      subject: 'Your week on CollabHub',
      heading: 'Your week on CollabHub',
      paragraphs: ['Here is what is waiting for you.'],
      sections,
      action: { label: 'Open CollabHub', href: this.url('/dashboardV2') },
    };
    await this.deliverToMember(userId, 'digest', `digest:${userId}:${localDate}`, content);
  }

  // ---- delivery ----

  private async deliverToMember(userId: number, kind: EmailKind, dedupeKey: string, content: EmailContent): Promise<void> {
    const email = await this.opts.repo.userEmail(userId);
    if (!email) return;
    await this.deliver({ userId, email, kind, dedupeKey }, { userId, kind }, content);
  }

  private async deliver(
    entry: { userId: number | null; email: string; kind: string; dedupeKey: string },
    subject: UnsubscribeSubject,
    content: EmailContent,
  ): Promise<void> {
    const mailer = this.getMailer();
    if (!mailer || await this.opts.repo.isSuppressed(entry.email)) return;
    if (!await this.opts.repo.claim(entry)) return;
    const token = signUnsubscribe(this.opts.config.email.signingSecret, subject);
    const unsubscribeUrl = this.url(`/api/email/unsubscribe?token=${token}`);
    const frame = { from: this.opts.config.email.from, unsubscribeUrl, preferencesUrl: this.url('/settings?tab=notifications') };
    try {
      await mailer.send({ to: entry.email, subject: content.subject, html: renderHtml(content, frame), text: renderText(content, frame), unsubscribeUrl });
    } catch (err) {
      // Not sent: give the key back so the retry can claim it.
      await this.opts.repo.release(entry.dedupeKey);
      throw err;
    }
    this.opts.log.info({ kind: entry.kind, userId: entry.userId }, 'email sent');
  }

  private getMailer(): Mailer | null {
    if (!this.mailer && this.smtp) this.mailer = createSmtpMailer(this.smtp, this.opts.config.email.from);
    return this.mailer;
  }

  private url(path: string): string {
    return `${this.opts.config.publicUrl}${path}`;
  }
}

export function defaultPreferences(): EmailPreferences {
  return toPreferences(null);
}

function toPreferences(row: PreferencesRow | null): EmailPreferences {
  const kinds = Object.fromEntries(EMAIL_KINDS.map((k) => [k, {
    inApp: row?.kinds[k]?.inApp ?? true,
    email: row?.kinds[k]?.email ?? true,
  }])) as Record<EmailKind, KindPreference>;
  // The digest has one switch: `digest` (kinds.digest.email mirrors it).
  const digest = row ? row.digest : true;
  kinds.digest.email = digest;
  return {
    kinds,
    digest,
    timeZone: row?.timeZone ?? 'UTC',
    quietHours: row && row.quietStart !== null && row.quietEnd !== null ? { start: row.quietStart, end: row.quietEnd } : null,
  };
}

export { KIND_LABELS };
