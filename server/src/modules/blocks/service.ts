// Block: silent, immediate and two-way. The rules live in the one relationship policy (modules/relationships),
// which reads member_blocks on every question; this service writes the block and ends what it ends at once:
// pending collaboration requests between the two (declined without a notice), the blocker's unread notices from
// the blocked member, and the open chat views of the blocker (a push drops the conversation). The blocked member
// is told nothing: their sends are refused with the same neutral text as any other "can't send".
import type { BlockedChannel, ConversationsChangedPush } from 'shared-api';
import { BoundedCache } from '../../caching/bounded-cache';
import { badRequest, notFound } from '../../errors';
import type { NotificationService } from '../notifications/service';
import type { RelationshipPolicy } from '../relationships/policy';
import type { BlockRepository } from './repository';

const DEFAULT_AVATAR = '/api/avatars/member.svg';

/**
 * How long the channels hidden from a viewer are reused by discovery and name search: the cached caller's time
 * (plugins/identity.ts), as both routes ask on every request. A block or unblock drops both members' entries on
 * this instance at once; another instance serving the blocked member may show the blocker for up to this long.
 */
export const HIDDEN_CHANNELS_MS = 5_000;

export class BlockService {
  private readonly hidden = new BoundedCache<number, Set<number>>({ maxEntries: 50_000, ttlMs: HIDDEN_CHANNELS_MS });
  /** Bumped by every block and unblock: a lookup that started before one is not remembered (it may predate it). */
  private generation = 0;

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
    this.forgetHidden(blockerId, blockedId);
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
    this.forgetHidden(blockerId, blockedId);
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
  async hiddenChannelIds(viewerId: number): Promise<ReadonlySet<number>> {
    const known = this.hidden.get(viewerId);
    if (known) return known;
    const generation = this.generation;
    const others = await this.relationships.blockedWith(viewerId);
    const ids = new Set(others.length === 0 ? [] : await this.repo.channelIdsOf(others));
    if (generation === this.generation) this.hidden.set(viewerId, ids);
    return ids;
  }

  private forgetHidden(a: number, b: number): void {
    this.generation++;
    this.hidden.delete(a);
    this.hidden.delete(b);
  }

  private push(userId: number, body: ConversationsChangedPush): void {
    this.notifications.events.emit('account', userId, body);
  }
}
