// Block: silent, immediate and two-way. The rules live in the one relationship policy (modules/relationships),
// which reads member_blocks on every question; this service writes the block and ends what it ends at once:
// pending collaboration requests between the two (declined without a notice), the blocker's unread notices from
// the blocked member, and the open chat views of the blocker (a push drops the conversation). The blocked member
// is told nothing: their sends are refused with the same neutral text as any other "can't send".
import type { BlockedChannel, ConversationsChangedPush } from 'shared-api';
import { badRequest, notFound } from '../../errors';
import type { NotificationService } from '../notifications/service';
import type { RelationshipPolicy } from '../relationships/policy';
import type { BlockRepository } from './repository';

const DEFAULT_AVATAR = '/api/avatars/member.svg';

export class BlockService {
  constructor(
    private readonly repo: BlockRepository,
    private readonly relationships: RelationshipPolicy,
    private readonly notifications: NotificationService,
  ) {}

  /** Blocks `blockedId` for `blockerId` (idempotent). */
  async block(blockerId: number, blockedId: number): Promise<void> {
    if (blockerId === blockedId) throw badRequest('You cannot block yourself', { userId: 'That is you' });
    if (!(await this.repo.userExists(blockedId))) throw notFound('User not found');
    await this.repo.insert(blockerId, blockedId);
    // What the policy remembers about the pair ("has written to") must not outlive the block.
    this.relationships.forget(blockerId, blockedId);
    const declined = await this.repo.declinePendingRequests(blockerId, blockedId);
    const conversationId = await this.repo.conversationOf(blockerId, blockedId);
    // The blocker's unread notices from the blocked member stop counting (the badge follows over the socket).
    if (conversationId !== null) await this.notifications.markSourceRead(blockerId, 'MESSAGE', String(conversationId));
    for (const id of declined) await this.notifications.markSourceRead(blockerId, 'COLLABORATION_REQUEST', `collab-request-${id}`);
    this.push(blockerId, { event: 'conversations-changed', userId: blockedId, reason: 'blocked' });
  }

  /** Lifts the block (idempotent); everything it stopped works again. */
  async unblock(blockerId: number, blockedId: number): Promise<void> {
    if (blockerId === blockedId) throw badRequest('You cannot block yourself', { userId: 'That is you' });
    const removed = await this.repo.remove(blockerId, blockedId);
    this.relationships.forget(blockerId, blockedId);
    if (removed) this.push(blockerId, { event: 'conversations-changed', userId: blockedId, reason: 'unblocked' });
  }

  async list(blockerId: number): Promise<BlockedChannel[]> {
    const rows = await this.repo.blockedBy(blockerId);
    return rows.map((r) => ({
      userId: r.userId,
      channelId: r.channelId,
      channelName: r.channelName ?? 'CollabHub member',
      avatarUrl: r.thumbnail ?? DEFAULT_AVATAR,
      blockedAt: r.blockedAt.toISOString(),
    }));
  }

  /** Channel ids `viewerId` must not see in discovery or name search (blocked either way). */
  async hiddenChannelIds(viewerId: number): Promise<Set<number>> {
    const others = await this.relationships.blockedWith(viewerId);
    return new Set(others.length === 0 ? [] : await this.repo.channelIdsOf(others));
  }

  private push(userId: number, body: ConversationsChangedPush): void {
    this.notifications.events.emit('account', userId, body);
  }
}
