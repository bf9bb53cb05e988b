// Trust and safety rows: reports, holds on items, the moderation audit log, sanctions and appeals.
import { and, asc, count, countDistinct, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  channels, memberSanctions, messages, users, moderationActions, moderationAppeals, moderationHolds, reports,
  type MemberSanctionRow, type ModerationActionRow, type ModerationAppealRow, type ReportRow,
} from '../../db/schema';

export interface ItemKey { kind: string; id: number }
/** Bound on every queue listing. */
export const QUEUE_LIMIT = 200;

export class SafetyRepository {
  constructor(private readonly db: Db) {}

  /** Inserts the report; null when this member already reported the item (the first report stands). */
  async insertReport(row: typeof reports.$inferInsert): Promise<ReportRow | null> {
    const [created] = await this.db.insert(reports).values(row).onConflictDoNothing().returning();
    return created ?? null;
  }

  async reportOf(reporterUserId: number, item: ItemKey): Promise<ReportRow | null> {
    const [row] = await this.db.select().from(reports).where(and(
      eq(reports.reporterUserId, reporterUserId), eq(reports.itemKind, item.kind), eq(reports.itemId, item.id),
    )).limit(1);
    return row ?? null;
  }

  /** Distinct members with an open report on the item (one row per member and item, so rows = members). */
  async openReporters(item: ItemKey): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(reports).where(and(
      eq(reports.itemKind, item.kind), eq(reports.itemId, item.id), eq(reports.status, 'OPEN'),
    ));
    return Number(row?.n ?? 0);
  }

  /**
   * Distinct members with an open report on a message of `senderId` with exactly this content: a templated scam
   * sent to many members is one piece of content, though each copy is a separate message with one recipient.
   */
  async openReportersOfContent(senderId: number, content: string): Promise<number> {
    const [row] = await this.db.select({ n: countDistinct(reports.reporterUserId) }).from(reports).where(and(
      eq(reports.itemKind, 'MESSAGE'), eq(reports.status, 'OPEN'), eq(reports.reportedUserId, senderId),
      sql`${reports.snapshot}->>'content' = ${content}`,
    ));
    return Number(row?.n ?? 0);
  }

  /** Ids of the sender's messages with exactly this content (every copy), bounded. */
  async copiesOf(senderId: number, content: string, limit = 1000): Promise<number[]> {
    const rows = await this.db.select({ id: messages.id }).from(messages)
      .where(and(eq(messages.senderId, senderId), eq(messages.content, content))).limit(limit);
    return rows.map((r) => r.id);
  }

  /** Holds an item; a removal replaces a hold by reports, never the reverse. */
  async hold(item: ItemKey, reason: 'REPORTS' | 'REMOVED'): Promise<void> {
    const insert = this.db.insert(moderationHolds).values({ itemKind: item.kind, itemId: item.id, reason });
    if (reason === 'REMOVED') {
      await insert.onConflictDoUpdate({ target: [moderationHolds.itemKind, moderationHolds.itemId], set: { reason } });
    } else {
      await insert.onConflictDoNothing();
    }
  }

  /** Lifts a hold placed by reports (a removal stays). */
  async releaseReportsHold(item: ItemKey): Promise<void> {
    await this.db.delete(moderationHolds).where(and(
      eq(moderationHolds.itemKind, item.kind), eq(moderationHolds.itemId, item.id), eq(moderationHolds.reason, 'REPORTS'),
    ));
  }

  async releaseHold(item: ItemKey): Promise<void> {
    await this.db.delete(moderationHolds).where(and(eq(moderationHolds.itemKind, item.kind), eq(moderationHolds.itemId, item.id)));
  }

  /** The holds among `ids` of kind `kind`: id → reason. */
  async holdsOf(kind: string, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.select({ id: moderationHolds.itemId, reason: moderationHolds.reason }).from(moderationHolds)
      .where(and(eq(moderationHolds.itemKind, kind), inArray(moderationHolds.itemId, ids)));
    return new Map(rows.map((r) => [r.id, r.reason]));
  }

  /** The ids among `ids` of kind `kind` that are held. */
  async heldIds(kind: string, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.select({ id: moderationHolds.itemId }).from(moderationHolds)
      .where(and(eq(moderationHolds.itemKind, kind), inArray(moderationHolds.itemId, ids)));
    return new Set(rows.map((r) => r.id));
  }

  async resolveReports(item: ItemKey): Promise<void> {
    await this.db.update(reports).set({ status: 'RESOLVED', resolvedAt: new Date() }).where(and(
      eq(reports.itemKind, item.kind), eq(reports.itemId, item.id), eq(reports.status, 'OPEN'),
    ));
  }

  /** Open reports, oldest first (the queue groups them). */
  openReports(limit = QUEUE_LIMIT * 10): Promise<ReportRow[]> {
    return this.db.select().from(reports).where(eq(reports.status, 'OPEN'))
      .orderBy(asc(reports.createdAt), asc(reports.id)).limit(limit);
  }

  /** Every report of an item, oldest first. */
  reportsOfItem(item: ItemKey): Promise<ReportRow[]> {
    return this.db.select().from(reports).where(and(eq(reports.itemKind, item.kind), eq(reports.itemId, item.id)))
      .orderBy(asc(reports.createdAt), asc(reports.id));
  }

  reportsAgainst(userId: number): Promise<ReportRow[]> {
    return this.db.select().from(reports).where(eq(reports.reportedUserId, userId))
      .orderBy(asc(reports.createdAt), asc(reports.id)).limit(QUEUE_LIMIT);
  }

  async insertAction(row: typeof moderationActions.$inferInsert): Promise<ModerationActionRow> {
    const [created] = await this.db.insert(moderationActions).values(row).returning();
    if (!created) throw new Error('moderation action insert returned nothing');
    return created;
  }

  async actionById(id: number): Promise<ModerationActionRow | null> {
    const [row] = await this.db.select().from(moderationActions).where(eq(moderationActions.id, id)).limit(1);
    return row ?? null;
  }

  actionsAgainst(userId: number): Promise<ModerationActionRow[]> {
    return this.db.select().from(moderationActions).where(eq(moderationActions.targetUserId, userId))
      .orderBy(asc(moderationActions.createdAt), asc(moderationActions.id)).limit(QUEUE_LIMIT);
  }

  async actionsByIds(ids: number[]): Promise<Map<number, ModerationActionRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.select().from(moderationActions).where(inArray(moderationActions.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  }

  async insertSanction(row: typeof memberSanctions.$inferInsert): Promise<MemberSanctionRow> {
    const [created] = await this.db.insert(memberSanctions).values(row).returning();
    if (!created) throw new Error('sanction insert returned nothing');
    return created;
  }

  async liftSanctionsOfAction(actionId: number): Promise<void> {
    await this.db.update(memberSanctions).set({ liftedAt: new Date() })
      .where(and(eq(memberSanctions.actionId, actionId), isNull(memberSanctions.liftedAt)));
  }

  /** Sanctions in force now (not lifted, not expired), the latest ending last. */
  activeSanctions(userId: number, now: Date): Promise<MemberSanctionRow[]> {
    return this.db.select().from(memberSanctions).where(and(
      eq(memberSanctions.userId, userId), isNull(memberSanctions.liftedAt),
      or(isNull(memberSanctions.expiresAt), gt(memberSanctions.expiresAt, now)),
    )).orderBy(desc(memberSanctions.startsAt));
  }

  sanctionsOf(userId: number): Promise<MemberSanctionRow[]> {
    return this.db.select().from(memberSanctions).where(eq(memberSanctions.userId, userId))
      .orderBy(asc(memberSanctions.startsAt)).limit(QUEUE_LIMIT);
  }

  /** Inserts an appeal; null when the member already appealed this action. */
  async insertAppeal(row: typeof moderationAppeals.$inferInsert): Promise<ModerationAppealRow | null> {
    const [created] = await this.db.insert(moderationAppeals).values(row).onConflictDoNothing().returning();
    return created ?? null;
  }

  async appealById(id: number): Promise<ModerationAppealRow | null> {
    const [row] = await this.db.select().from(moderationAppeals).where(eq(moderationAppeals.id, id)).limit(1);
    return row ?? null;
  }

  /** Marks an open appeal resolved; null when it was not open (someone got there first). */
  async resolveAppeal(id: number): Promise<ModerationAppealRow | null> {
    const [row] = await this.db.update(moderationAppeals).set({ status: 'RESOLVED', resolvedAt: new Date() })
      .where(and(eq(moderationAppeals.id, id), eq(moderationAppeals.status, 'OPEN'))).returning();
    return row ?? null;
  }

  openAppeals(): Promise<ModerationAppealRow[]> {
    return this.db.select().from(moderationAppeals).where(eq(moderationAppeals.status, 'OPEN'))
      .orderBy(asc(moderationAppeals.createdAt), asc(moderationAppeals.id)).limit(QUEUE_LIMIT);
  }

  appealsOf(userId: number): Promise<ModerationAppealRow[]> {
    return this.db.select().from(moderationAppeals).where(eq(moderationAppeals.userId, userId))
      .orderBy(asc(moderationAppeals.createdAt)).limit(QUEUE_LIMIT);
  }

  /** Each member's channel (id, name), for the queue. */
  async channelsOfUsers(userIds: number[]): Promise<Map<number, { channelId: number; name: string }>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db.select({ owner: channels.ownerUserId, channelId: channels.id, name: channels.name })
      .from(channels).where(inArray(channels.ownerUserId, [...new Set(userIds)]));
    return new Map(rows.map((r) => [r.owner as number, { channelId: r.channelId, name: r.name }]));
  }

  /** Whether the user id exists (actions against a member by id). */
  async userExists(userId: number): Promise<boolean> {
    const rows = await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    return rows.length > 0;
  }
}
