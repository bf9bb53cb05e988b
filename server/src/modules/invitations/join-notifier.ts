// INVITATION_ACCEPTED: when a channel that members invited is connected, each of those inviters is told once.
import type { Db } from '../../db/client';
import type { NotificationService, PendingNotifications } from '../notifications/service';
import type { InvitationRepository } from './repository';

export interface JoinedChannel {
  id: number;
  name: string;
}

export function invitationAcceptedTitle(channelName: string): string {
  return `${channelName} joined CollabHub: say hello`;
}

export class InvitationJoinNotifier {
  constructor(
    private readonly invitations: InvitationRepository,
    private readonly notifications: NotificationService,
  ) {}

  /**
   * Inside the transaction that gave the channel its owner: stamps the invitations and writes one notification
   * per inviting member. Returns what to announce once that transaction has committed.
   */
  async inTransaction(tx: Db, channel: JoinedChannel, newOwnerId: number): Promise<PendingNotifications> {
    const owners = await this.invitations.stampJoined(channel.id, tx);
    const inviters = [...new Set(owners)].filter((id): id is number => id !== null && id !== newOwnerId);
    return this.notifications.insertInTransaction(tx, inviters.map((userId) => ({
      userId,
      type: 'INVITATION_ACCEPTED',
      title: invitationAcceptedTitle(channel.name).slice(0, 200),
      description: `You invited ${channel.name} to CollabHub. Visit their profile and start a conversation.`,
      link: `/profile/${channel.id}`,
      sourceId: String(channel.id),
      senderId: newOwnerId,
    })));
  }

  announce(pending: PendingNotifications): Promise<void> {
    return this.notifications.announceCreated(pending);
  }
}
