// Invitation queries needed when an invited channel joins.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels, invitations } from '../../db/schema';

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
}
