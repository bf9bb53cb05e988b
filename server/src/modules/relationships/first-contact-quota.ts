// New-account limits: how many new conversations (with someone the member has never talked to) and collaboration
// requests a member may start in any 24 hours. The allowance scales with trust: account age, a connected YouTube
// channel, and how earlier outreach was received (requests mostly declined or ignored, open reports by other
// members). Called once by the relationship policy (new conversations) and once by the collaboration request
// service; a refusal is a 429 with Retry-After. The numbers are documented in docs/trust-and-safety.md.
import { and, count, countDistinct, eq, gte, min, notExists, sql } from 'drizzle-orm';
import type { FirstContactAllowance, FirstContactLimits, TrustLevel, TrustReason } from 'shared-api';
import type { Db } from '../../db/client';
import { channels, collabRequests, messages, reports, users } from '../../db/schema';
import { retryLater } from '../../errors';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How far back a member's history counts. */
const HISTORY_DAYS = 30;
/** A request still pending after this long counts as ignored. */
const IGNORED_AFTER_DAYS = 7;

/** Allowance per 24 hours at each level, before the configured ceilings. */
export const TRUST_ALLOWANCES: Record<TrustLevel, { conversations: number; requests: number }> = {
  LIMITED: { conversations: 2, requests: 1 },
  NEW: { conversations: 5, requests: 2 },
  ESTABLISHED: { conversations: 15, requests: 5 },
  TRUSTED: { conversations: 40, requests: 10 },
};
const ORDER: TrustLevel[] = ['LIMITED', 'NEW', 'ESTABLISHED', 'TRUSTED'];

export interface TrustFacts {
  accountAgeDays: number;
  hasChannel: boolean;
  /** Collaboration requests sent in the last 30 days, and how many of them were declined or ignored. */
  requestsSent: number;
  requestsRejected: number;
  /** Distinct members with an open (not yet reviewed) report against the member from the last 30 days. */
  openReporters: number;
}

/**
 * The rule. TRUSTED: 30+ days old with a connected channel; ESTABLISHED: 7+ days old or a connected channel;
 * NEW otherwise. One level down when at least 5 recent requests were sent and 80 % of them were declined or ignored,
 * and one down when two members have open reports; three or more reporters mean LIMITED until a moderator reviews.
 */
export function trustLevel(f: TrustFacts): { level: TrustLevel; reasons: TrustReason[] } {
  const reasons: TrustReason[] = [];
  if (f.accountAgeDays < 30) reasons.push('NEW_ACCOUNT');
  if (!f.hasChannel) reasons.push('NO_CHANNEL');
  let rank = f.accountAgeDays >= 30 && f.hasChannel ? 3 : f.accountAgeDays >= 7 || f.hasChannel ? 2 : 1;
  if (f.requestsSent >= 5 && f.requestsRejected >= f.requestsSent * 0.8) {
    reasons.push('REQUESTS_DECLINED_OR_IGNORED');
    rank -= 1;
  }
  if (f.openReporters >= 3) {
    reasons.push('REPORTED_BY_MANY');
    rank = 0;
  } else if (f.openReporters >= 2) {
    reasons.push('REPORTED_BY_MEMBERS');
    rank -= 1;
  }
  return { level: ORDER[Math.max(0, rank)] as TrustLevel, reasons };
}

export interface QuotaCeilings {
  /** FIRST_CONTACTS_PER_DAY: new conversations, whatever the level. */
  conversationsPerDay: number;
  /** COLLAB_REQUESTS_PER_DAY: collaboration requests, whatever the level. */
  requestsPerDay: number;
}

export class FirstContactQuota {
  constructor(
    private readonly db: Db,
    private readonly ceilings: QuotaCeilings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The member's level, limits, what they used in the last 24 hours and when that frees up. */
  async limits(userId: number): Promise<FirstContactLimits> {
    const now = this.now();
    const since = new Date(now.getTime() - DAY_MS);
    const [facts, conversations, requests] = await Promise.all([
      this.facts(userId, now), this.conversationsStartedSince(userId, since), this.requestsSentSince(userId, since),
    ]);
    const { level, reasons } = trustLevel(facts);
    const allowance = TRUST_ALLOWANCES[level];
    return {
      level, reasons,
      conversations: window(Math.min(allowance.conversations, this.ceilings.conversationsPerDay), conversations),
      requests: window(Math.min(allowance.requests, this.ceilings.requestsPerDay), requests),
    };
  }

  /** 429 (Retry-After) when the member has started as many new conversations as their level allows today. */
  async assertMayStartConversation(userId: number): Promise<void> {
    const { conversations: c } = await this.limits(userId);
    if (c.used < c.limit) return;
    throw retryLater(
      `You can start at most ${c.limit} new conversation${c.limit === 1 ? '' : 's'} a day. ${later(c, this.now())}`,
      secondsUntil(c, this.now()),
    );
  }

  /** 429 (Retry-After) when the member has sent as many collaboration requests as their level allows today. */
  async assertMayRequest(userId: number): Promise<void> {
    const { requests: r } = await this.limits(userId);
    if (r.used < r.limit) return;
    throw retryLater(
      `You can send at most ${r.limit} collaboration request${r.limit === 1 ? '' : 's'} a day. ${later(r, this.now())}`,
      secondsUntil(r, this.now()),
    );
  }

  private async facts(userId: number, now: Date): Promise<TrustFacts> {
    const history = new Date(now.getTime() - HISTORY_DAYS * DAY_MS);
    const ignoredBefore = new Date(now.getTime() - IGNORED_AFTER_DAYS * DAY_MS);
    const [user, channel, sent, rejected, reporters] = await Promise.all([
      this.db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId)).limit(1),
      this.db.select({ id: channels.id }).from(channels).where(eq(channels.ownerUserId, userId)).limit(1),
      this.db.select({ n: count() }).from(collabRequests)
        .where(and(eq(collabRequests.requesterUserId, userId), gte(collabRequests.createdAt, history))),
      this.db.select({ n: count() }).from(collabRequests).where(and(
        eq(collabRequests.requesterUserId, userId), gte(collabRequests.createdAt, history),
        sql`(${collabRequests.status} = 'DECLINED' OR (${collabRequests.status} = 'PENDING' AND ${collabRequests.createdAt} < ${ignoredBefore}))`,
      )),
      this.db.select({ n: countDistinct(reports.reporterUserId) }).from(reports).where(and(
        eq(reports.reportedUserId, userId), eq(reports.status, 'OPEN'), gte(reports.createdAt, history),
      )),
    ]);
    const createdAt = user[0]?.createdAt ?? now;
    return {
      accountAgeDays: (now.getTime() - createdAt.getTime()) / DAY_MS,
      hasChannel: channel.length > 0,
      requestsSent: Number(sent[0]?.n ?? 0),
      requestsRejected: Number(rejected[0]?.n ?? 0),
      openReporters: Number(reporters[0]?.n ?? 0),
    };
  }

  /**
   * Conversations the member opened by writing first since `since`: their message is the conversation's first,
   * and the conversation did not come from an accepted collaboration request (the owner opened that one).
   */
  private async conversationsStartedSince(userId: number, since: Date): Promise<Counted> {
    const earlier = this.db.select({ one: sql`1` }).from(sql`${messages} AS earlier`)
      .where(sql`earlier.conversation_id = ${messages.conversationId} AND earlier.sequence < ${messages.sequence}`);
    const fromRequest = this.db.select({ one: sql`1` }).from(collabRequests)
      .where(eq(collabRequests.conversationId, messages.conversationId));
    const [row] = await this.db.select({ n: count(), oldest: min(messages.createdAt) }).from(messages).where(and(
      eq(messages.senderId, userId), gte(messages.createdAt, since), notExists(earlier), notExists(fromRequest),
    ));
    return { n: Number(row?.n ?? 0), oldest: toDate(row?.oldest) };
  }

  private async requestsSentSince(userId: number, since: Date): Promise<Counted> {
    const [row] = await this.db.select({ n: count(), oldest: min(collabRequests.createdAt) }).from(collabRequests)
      .where(and(eq(collabRequests.requesterUserId, userId), gte(collabRequests.createdAt, since)));
    return { n: Number(row?.n ?? 0), oldest: toDate(row?.oldest) };
  }
}

interface Counted { n: number; oldest: Date | null }

function toDate(v: Date | string | null | undefined): Date | null {
  if (v === null || v === undefined) return null;
  return v instanceof Date ? v : new Date(v);
}

function window(limit: number, counted: Counted): FirstContactAllowance {
  return {
    limit, used: counted.n,
    resetsAt: counted.oldest ? new Date(counted.oldest.getTime() + DAY_MS).toISOString() : null,
  };
}

function secondsUntil(a: FirstContactAllowance, now: Date): number {
  return a.resetsAt ? (new Date(a.resetsAt).getTime() - now.getTime()) / 1000 : DAY_MS / 1000;
}

function later(a: FirstContactAllowance, now: Date): string {
  const hours = Math.ceil(secondsUntil(a, now) / 3600);
  return hours <= 1 ? 'Try again within the hour.' : `Try again in about ${hours} hours.`;
}

