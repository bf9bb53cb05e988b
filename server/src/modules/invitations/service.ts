import { and, asc, eq } from 'drizzle-orm';
import type { Invitation } from 'shared-api';
import type { Db } from '../../db/client';
import { invitations, type InvitationRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import type { ChannelRepository } from '../channels/repository';

export function toInvitationDto(i: InvitationRow): Invitation {
  return {
    id: i.id,
    inviterChannelId: i.inviterChannelId,
    inviteeChannelId: i.inviteeChannelId,
    message: i.message,
    createdAt: i.createdAt.toISOString(),
  };
}

export class InvitationService {
  constructor(
    private readonly db: Db,
    private readonly channels: ChannelRepository,
  ) {}

  private async ownChannelId(userId: number): Promise<number> {
    const own = await this.channels.findByOwner(userId);
    if (!own) throw forbidden('Connect your YouTube channel before sending invitations');
    return own.id;
  }

  /**
   * For the caller's own channel: every invitation it sent. For any other channel: the caller's invitation to
   * it, if any. Nobody sees invitations sent by other members.
   */
  async forChannel(userId: number, channelId: number): Promise<Invitation[]> {
    const own = await this.ownChannelId(userId);
    const cond = channelId === own
      ? eq(invitations.inviterChannelId, own)
      : and(eq(invitations.inviterChannelId, own), eq(invitations.inviteeChannelId, channelId));
    const rows = await this.db.select().from(invitations).where(cond).orderBy(asc(invitations.id)).limit(1000);
    return rows.map(toInvitationDto);
  }

  async create(userId: number, input: { inviterChannelId: number; inviteeChannelId: number; message?: string | null }) {
    const own = await this.ownChannelId(userId);
    if (input.inviterChannelId !== own) throw forbidden('You can only invite from your own channel');
    const invitee = await this.channels.findById(input.inviteeChannelId);
    if (!invitee) throw notFound('Channel not found');
    if (invitee.id === own) throw conflict('You cannot invite your own channel');
    if (invitee.ownerUserId !== null) throw conflict('This channel is already a CollabHub member');
    const inserted = await this.db
      .insert(invitations)
      .values({ inviterChannelId: own, inviteeChannelId: invitee.id, message: input.message?.trim() || null })
      .onConflictDoNothing()
      .returning();
    if (inserted[0]) return { success: true as const, created: true, invitation: toInvitationDto(inserted[0]) };
    const [existing] = await this.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.inviterChannelId, own), eq(invitations.inviteeChannelId, invitee.id)))
      .limit(1);
    if (!existing) throw new Error('invitation vanished');
    return { success: true as const, created: false, invitation: toInvitationDto(existing) };
  }
}
