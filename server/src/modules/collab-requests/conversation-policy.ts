// The Invite Only rule, in one place for every path that can start or continue a conversation: REST
// POST /api/conversations, REST POST /api/messages and the STOMP SEND /app/chat.sendMessage. It also applies
// moderation sanctions (modules/safety): suspended members send nothing, restricted ones start nothing new.
// A member whose channel is Invite Only (status 2) can be messaged by someone only after a collaboration request
// between them was accepted, or when they already share a conversation (for example one the owner started).
import { forbidden } from '../../errors';
import { RESTRICTED_MESSAGE, SUSPENDED_MESSAGE, type Sanctions } from '../safety/sanctions';
import type { CollabRequestRepository } from './repository';

export const INVITE_ONLY_STATUS = 2;
export const INVITE_ONLY_MESSAGE =
  'This channel is Invite Only: send a collaboration request, and you can message once it is accepted.';

export class ConversationPolicy {
  constructor(private readonly repo: CollabRequestRepository, private readonly sanctions?: Sanctions) {}

  /** Throws 403 when `senderId` may not message `recipientId`. */
  async assertMayMessage(senderId: number, recipientId: number): Promise<void> {
    if (senderId === recipientId) return; // the chat service refuses this with its own 400
    // Moderation: a suspended member sends nothing; a restricted one only continues existing conversations.
    const sanction = this.sanctions ? await this.sanctions.current(senderId) : null;
    if (sanction?.kind === 'SUSPEND') throw forbidden(SUSPENDED_MESSAGE);
    if (sanction && !(await this.repo.conversationExists(senderId, recipientId))) throw forbidden(RESTRICTED_MESSAGE);
    if ((await this.repo.statusOfUser(recipientId)) !== INVITE_ONLY_STATUS) return;
    if (await this.repo.conversationExists(senderId, recipientId)) return;
    if (await this.repo.acceptedBetween(senderId, recipientId)) return;
    throw forbidden(INVITE_ONLY_MESSAGE);
  }
}
