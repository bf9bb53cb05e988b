// The invite button's "already invited" rule, without the schemas (the web imports it as shared-api/invitation-rules).
import type { Invitation } from './invitations';

/** Whether the list holds an invitation from `inviterChannelId` to `inviteeChannelId` (the invite button's "sent"). */
export function hasInvited(list: readonly Invitation[], inviterChannelId: number, inviteeChannelId: number): boolean {
  return list.some((i) => i.inviterChannelId === inviterChannelId && i.inviteeChannelId === inviteeChannelId);
}
