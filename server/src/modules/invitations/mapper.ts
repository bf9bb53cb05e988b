import type { Invitation } from 'shared-api';
import type { InvitationRow } from '../../db/schema';

export function toInvitationDto(i: InvitationRow): Invitation {
  return {
    id: i.id,
    inviterChannelId: i.inviterChannelId,
    inviteeChannelId: i.inviteeChannelId,
    message: i.message,
    createdAt: i.createdAt.toISOString(),
  };
}
