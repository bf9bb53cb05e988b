import type { Invitation } from 'shared-api';
import { conflict, forbidden, notFound } from '../../errors';
import type { ChannelRepository } from '../channels/repository';
import { toInvitationDto } from './mapper';
import type { InvitationRepository } from './repository';

export class InvitationService {
  constructor(
    private readonly invitations: InvitationRepository,
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
    const rows = await this.invitations.sentBy(own, channelId === own ? undefined : channelId);
    return rows.map(toInvitationDto);
  }

  async create(userId: number, input: { inviterChannelId: number; inviteeChannelId: number; message?: string | null }) {
    const own = await this.ownChannelId(userId);
    if (input.inviterChannelId !== own) throw forbidden('You can only invite from your own channel');
    const invitee = await this.channels.findById(input.inviteeChannelId);
    if (!invitee) throw notFound('Channel not found');
    if (invitee.id === own) throw conflict('You cannot invite your own channel');
    if (invitee.ownerUserId !== null) throw conflict('This channel is already a CollabHub member');
    const inserted = await this.invitations.insertIfAbsent({
      inviterChannelId: own, inviteeChannelId: invitee.id, message: input.message?.trim() || null,
    });
    if (inserted) return { success: true as const, created: true, invitation: toInvitationDto(inserted) };
    const [existing] = await this.invitations.sentBy(own, invitee.id);
    if (!existing) throw new Error('invitation vanished');
    return { success: true as const, created: false, invitation: toInvitationDto(existing) };
  }
}
