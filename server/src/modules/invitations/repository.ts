// Invitation queries: a channel's sent invitations, creating one, and the inviters to tell when an invited channel joins.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels, invitations, type InvitationRow } from '../../db/schema';

/** Bound on one listing: a channel's sent invitations. */
const LIST_LIMIT = 1000;

export class InvitationRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stamps every invitation to the channel whose inviter has not been told yet and returns the users who own the
   * inviting channels now (one row per invitation; null when the inviting channel has no owner any more). Run in
   * the claim's transaction, so a concurrent or repeated connect finds the rows already stamped.
   */
  async stampJoined(inviteeChannelId: number, executor: Db = this.db): Promise<Array<number | null>> {
    const rows = await executor
      .update(invitations)
      .set({ joinedNotifiedAt: new Date() })
      .from(channels)
      .where(and(
        eq(invitations.inviteeChannelId, inviteeChannelId),
        isNull(invitations.joinedNotifiedAt),
        eq(channels.id, invitations.inviterChannelId),
      ))
      .returning({ ownerUserId: channels.ownerUserId });
    return rows.map((r) => r.ownerUserId);
  }

  /** Invitations sent by `inviterChannelId`, to `inviteeChannelId` only when given; oldest first. */
  sentBy(inviterChannelId: number, inviteeChannelId?: number): Promise<InvitationRow[]> {
    const cond = inviteeChannelId === undefined
      ? eq(invitations.inviterChannelId, inviterChannelId)
      : and(eq(invitations.inviterChannelId, inviterChannelId), eq(invitations.inviteeChannelId, inviteeChannelId));
    return this.db.select().from(invitations).where(cond).orderBy(asc(invitations.id)).limit(LIST_LIMIT);
  }

  /** Inserts the invitation; null when this pair already has one. */
  async insertIfAbsent(row: { inviterChannelId: number; inviteeChannelId: number; message: string | null }): Promise<InvitationRow | null> {
    const inserted = await this.db.insert(invitations).values(row).onConflictDoNothing().returning();
    return inserted[0] ?? null;
  }
}
