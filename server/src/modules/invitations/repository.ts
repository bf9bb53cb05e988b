import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations, type InvitationRow } from '../../db/schema';

/** Bound on one listing: a channel's sent invitations. */
const LIST_LIMIT = 1000;

export class InvitationRepository {
  constructor(private readonly db: Db) {}

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
