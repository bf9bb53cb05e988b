// Email's queries: preferences, suppressed addresses, the send log and what a digest or an alert is about.
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  channelContactEmails, channels, collabRequests, conversations, emailLog, emailPreferences, emailSuppressions, users,
} from '../../db/schema';

export type PreferencesRow = typeof emailPreferences.$inferSelect;

export class EmailRepository {
  constructor(private readonly db: Db) {}

  /** The same queries on another executor (an open transaction of the caller's). */
  onExecutor(executor: Db): EmailRepository {
    return new EmailRepository(executor);
  }

  async preferences(userId: number): Promise<PreferencesRow | null> {
    const [row] = await this.db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId));
    return row ?? null;
  }

  async savePreferences(userId: number, values: Omit<PreferencesRow, 'userId' | 'updatedAt'>): Promise<PreferencesRow> {
    const [row] = await this.db.insert(emailPreferences).values({ userId, ...values })
      .onConflictDoUpdate({ target: emailPreferences.userId, set: { ...values, updatedAt: new Date() } })
      .returning();
    return row as PreferencesRow;
  }

  async userEmail(userId: number): Promise<string | null> {
    const [row] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return row?.email ?? null;
  }

  async isSuppressed(email: string): Promise<boolean> {
    const [row] = await this.db.select({ email: emailSuppressions.email }).from(emailSuppressions)
      .where(eq(emailSuppressions.email, email.toLowerCase()));
    return Boolean(row);
  }

  async suppress(email: string, reason: string): Promise<void> {
    await this.db.insert(emailSuppressions).values({ email: email.toLowerCase(), reason }).onConflictDoNothing();
  }

  /** Records a send; false when this key was already sent (the job is a retry or a duplicate). */
  async claim(entry: { userId: number | null; email: string; kind: string; dedupeKey: string }): Promise<boolean> {
    const rows = await this.db.insert(emailLog).values(entry).onConflictDoNothing().returning({ id: emailLog.id });
    return rows.length > 0;
  }

  async release(dedupeKey: string): Promise<void> {
    await this.db.delete(emailLog).where(eq(emailLog.dedupeKey, dedupeKey));
  }

  async lastSent(userId: number, kind: string): Promise<Date | null> {
    const [row] = await this.db.select({ at: emailLog.sentAt }).from(emailLog)
      .where(and(eq(emailLog.userId, userId), eq(emailLog.kind, kind))).orderBy(desc(emailLog.sentAt)).limit(1);
    return row?.at ?? null;
  }

  /** Of these members, those who turned the kind's in-app notifications off. */
  async inAppMuted(userIds: number[], kind: string): Promise<number[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db.select({ userId: emailPreferences.userId }).from(emailPreferences)
      .where(and(inArray(emailPreferences.userId, userIds), sql`${emailPreferences.kinds} -> ${kind} ->> 'inApp' = 'false'`));
    return rows.map((r) => r.userId);
  }

  /**
   * The member's unread chat messages newer than `since` (null: any), newest first, from the chat's own data:
   * messages to them past their read position in conversations where they have unread messages. Each names the
   * sender's channel (null: none).
   */
  async unreadMessages(userId: number, since: Date | null): Promise<{ id: number; conversationId: number; senderName: string | null }[]> {
    const result = await this.db.execute(sql`
      select m.id, m.conversation_id,
        (select ch.name from channels ch where ch.owner_user_id = m.sender_id limit 1) as sender_name
      from conversations c
      join messages m on m.conversation_id = c.id
        and m.sequence > case when c.user1_id = ${userId} then c.user1_last_read_sequence else c.user2_last_read_sequence end
      where ((c.user1_id = ${userId} and c.user1_unread_count > 0) or (c.user2_id = ${userId} and c.user2_unread_count > 0))
        and m.recipient_id = ${userId}
        ${since ? sql`and m.created_at > ${since.toISOString()}::timestamptz` : sql``}
      order by m.id desc
      limit 50`);
    const rows = (result as unknown as { rows: Array<{ id: number; conversation_id: number; sender_name: string | null }> }).rows;
    return rows.map((r) => ({ id: Number(r.id), conversationId: Number(r.conversation_id), senderName: r.sender_name ?? null }));
  }

  /** When an invitation email last went to this channel's address. */
  async lastInvitation(channelId: number): Promise<Date | null> {
    const [row] = await this.db.select({ at: emailLog.sentAt }).from(emailLog)
      .where(and(eq(emailLog.kind, 'invitations'), sql`${emailLog.dedupeKey} like ${`invitation:${channelId}:%`}`))
      .orderBy(desc(emailLog.sentAt)).limit(1);
    return row?.at ?? null;
  }

  async contactEmail(channelId: number): Promise<string | null> {
    const [row] = await this.db.select({ email: channelContactEmails.email }).from(channelContactEmails)
      .where(eq(channelContactEmails.channelId, channelId));
    return row?.email ?? null;
  }

  async channel(channelId: number) {
    const [row] = await this.db.select({ id: channels.id, name: channels.name, interests: channels.collaborationInterests,
      categoryId: channels.categoryId, ownerUserId: channels.ownerUserId })
      .from(channels).where(eq(channels.id, channelId));
    return row ?? null;
  }

  async ownChannel(userId: number) {
    const [row] = await this.db.select({ id: channels.id, name: channels.name, categoryId: channels.categoryId })
      .from(channels).where(eq(channels.ownerUserId, userId)).limit(1);
    return row ?? null;
  }

  /** Members who may get a digest: an address, and the digest not turned off. */
  async digestCandidates(): Promise<{ userId: number; email: string; timeZone: string }[]> {
    const rows = await this.db.select({ userId: users.id, email: users.email, timeZone: emailPreferences.timeZone, digest: emailPreferences.digest })
      .from(users).leftJoin(emailPreferences, eq(emailPreferences.userId, users.id))
      .where(sql`${users.email} is not null`);
    return rows.filter((r) => r.digest !== false && r.email)
      .map((r) => ({ userId: r.userId, email: r.email as string, timeZone: r.timeZone ?? 'UTC' }));
  }

  /** Conversations with unread messages for the member, each with the other member's channel name (null: none). */
  async unreadConversations(userId: number): Promise<{ id: number; unread: number; withName: string | null }[]> {
    const rows = await this.db.select({
      id: conversations.id,
      unread: sql<number>`case when ${conversations.user1Id} = ${userId} then ${conversations.user1UnreadCount} else ${conversations.user2UnreadCount} end`,
      withName: sql<string | null>`(select ch.name from channels ch where ch.owner_user_id =
        case when ${conversations.user1Id} = ${userId} then ${conversations.user2Id} else ${conversations.user1Id} end limit 1)`,
    }).from(conversations)
      .where(sql`(${conversations.user1Id} = ${userId} and ${conversations.user1UnreadCount} > 0)
        or (${conversations.user2Id} = ${userId} and ${conversations.user2UnreadCount} > 0)`)
      .limit(10);
    return rows.map((r) => ({ id: r.id, unread: Number(r.unread), withName: r.withName ?? null }));
  }

  async pendingRequests(ownerUserId: number): Promise<{ id: number; channelId: number; fromName: string | null }[]> {
    return this.db.select({ id: collabRequests.id, channelId: collabRequests.channelId, fromName: channels.name }).from(collabRequests)
      .leftJoin(channels, eq(channels.id, collabRequests.requesterChannelId))
      .where(and(eq(collabRequests.ownerUserId, ownerUserId), eq(collabRequests.status, 'PENDING'))).limit(10);
  }

  /** Member channels of the same category that joined in the last week. */
  async newMatchingChannels(own: { id: number; categoryId: number | null }, since: Date): Promise<{ id: number; name: string }[]> {
    if (own.categoryId === null) return [];
    return this.db.select({ id: channels.id, name: channels.name }).from(channels)
      .where(and(eq(channels.categoryId, own.categoryId), gt(channels.createdAt, since), sql`${channels.ownerUserId} is not null`,
        sql`${channels.id} <> ${own.id}`))
      .limit(5);
  }
}
