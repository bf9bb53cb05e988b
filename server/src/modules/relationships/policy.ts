// The one relationship policy: who may message whom, and who may see whose presence. Every path asks here (REST
// conversations and messages, STOMP SEND and typing, GET /api/presence and the presence pushes); none decides by
// "a conversation row exists", because an empty conversation (opened by a stranger) is no consent.
//
// Rules:
// - Messaging: a member whose channel is Invite Only is reached by someone only after a collaboration request
//   between them was accepted, or once the member has written to them. Anyone else may be messaged.
// - Presence: a member's online state is seen by themselves, by those they have written to, and by those with an
//   accepted collaboration request with them.
// - Moderation sanctions (modules/safety): a suspended member sends nothing; a restricted one only continues
//   conversations that already exist (no new ones).
// - New-account limits (first-contact-quota.ts): starting a conversation with someone neither side has written to
//   counts against the sender's daily allowance (429 with Retry-After past it).
// - Block (modules/blocks): a block between two members, either way, answers every question with no, first: no
//   messages, typing, read receipts, presence or collaboration requests between them. The refusal is neutral
//   (CANT_SEND_MESSAGE), never "you are blocked".
// - Message requests (modules/message-requests): while a member has not accepted a conversation that came to them
//   as a request (the other wrote, they did not, no accepted collaboration request, no Accept), their typing, read
//   receipts and presence do not reach the sender (`maySignal`, `maySeePresence`).
//
// "Has written to" never becomes false again (messages are not deleted), so it is remembered; a change of status
// or an accepted request is read fresh each time. Whatever later makes a remembered fact false (a block) must call
// forget().
import { BoundedCache } from '../../caching/bounded-cache';
import { CANT_REQUEST_MESSAGE, CANT_SEND_MESSAGE } from 'shared-api';
import { forbidden } from '../../errors';
import { RESTRICTED_MESSAGE, SUSPENDED_MESSAGE } from '../safety/sanctions';
import type { FirstContactQuota } from './first-contact-quota';
import type { RelationshipRepository } from './repository';

/** The moderation sanction in force for a member, if any (modules/safety's Sanctions satisfies it). */
export interface SanctionLookup {
  current(userId: number): Promise<{ kind: 'RESTRICT' | 'SUSPEND' } | null>;
}

export const INVITE_ONLY_STATUS = 2;
export const INVITE_ONLY_MESSAGE =
  'This channel is Invite Only: send a collaboration request, and you can message once it is accepted.';

/** How many "a has written to b" facts are kept. */
const WRITTEN_CACHE_MAX = 100_000;

export class RelationshipPolicy {
  private readonly written = new BoundedCache<string, true>({ maxEntries: WRITTEN_CACHE_MAX });

  constructor(
    private readonly repo: RelationshipRepository, private readonly sanctions?: SanctionLookup,
    private readonly quota?: Pick<FirstContactQuota, 'assertMayStartConversation' | 'limits'>,
  ) {}

  /** Whether `senderId` may message `recipientId` (open or start a conversation, send, signal typing). */
  async mayMessage(senderId: number, recipientId: number): Promise<boolean> {
    if (senderId === recipientId) return true; // the chat service refuses this with its own 400
    if (await this.repo.blockedEitherWay(senderId, recipientId)) return false;
    if (await this.hasWrittenTo(recipientId, senderId)) return true;
    if ((await this.repo.statusOf(recipientId)) !== INVITE_ONLY_STATUS) return true;
    return this.repo.acceptedRequestBetween(senderId, recipientId);
  }

  /** Throws 403 naming the rule when `senderId` may not message `recipientId`. */
  async assertMayMessage(senderId: number, recipientId: number): Promise<void> {
    if (senderId !== recipientId && await this.repo.blockedEitherWay(senderId, recipientId)) throw forbidden(CANT_SEND_MESSAGE);
    if (senderId !== recipientId) await this.assertNotSanctioned(senderId, recipientId);
    if (!(await this.mayMessage(senderId, recipientId))) throw forbidden(INVITE_ONLY_MESSAGE);
    if (this.quota && senderId !== recipientId && !(await this.haveTalked(senderId, recipientId))) await this.quota.assertMayStartConversation(senderId);
  }

  /** The member's new-conversation and collaboration-request allowances (null when no quota is wired). */
  firstContactLimits(userId: number) {
    return this.quota ? this.quota.limits(userId) : Promise.resolve(null);
  }

  /** Either of the two has written to the other: writing again starts nothing new. */
  private async haveTalked(a: number, b: number): Promise<boolean> {
    return (await this.hasWrittenTo(a, b)) || this.hasWrittenTo(b, a);
  }

  private async assertNotSanctioned(senderId: number, recipientId: number): Promise<void> {
    const sanction = this.sanctions ? await this.sanctions.current(senderId) : null;
    if (!sanction) return;
    if (sanction.kind === 'SUSPEND') throw forbidden(SUSPENDED_MESSAGE);
    if (!(await this.repo.conversationExists(senderId, recipientId))) throw forbidden(RESTRICTED_MESSAGE);
  }

  /** Whether `viewerId` may see whether `subjectId` is online and when they were last seen. */
  async maySeePresence(viewerId: number, subjectId: number): Promise<boolean> {
    if (viewerId === subjectId) return true;
    if (await this.repo.blockedEitherWay(viewerId, subjectId)) return false;
    if (await this.hasWrittenTo(subjectId, viewerId)) return true;
    if (await this.repo.acceptedRequestBetween(viewerId, subjectId)) return true;
    return this.repo.acceptedConversation(subjectId, viewerId);
  }

  /** Everyone who may see `subjectId`'s presence (whom a change of it is pushed to). */
  async presenceAudience(subjectId: number): Promise<number[]> {
    const [engaged, blocked] = await Promise.all([this.repo.engagedWith(subjectId), this.repo.blockedWith(subjectId)]);
    if (blocked.length === 0) return engaged;
    const out = new Set(blocked);
    return engaged.filter((id) => !out.has(id));
  }

  /**
   * Whether `fromId`'s typing and read receipts may reach `toId`: they may message them, and `fromId` is not
   * holding a message request from `toId` they have not accepted yet.
   */
  async maySignal(fromId: number, toId: number): Promise<boolean> {
    if (!(await this.mayMessage(fromId, toId))) return false;
    return !(await this.awaitsAcceptance(fromId, toId));
  }

  /** Whether `memberId` holds `otherId`'s conversation as a message request (not accepted, not answered). */
  async awaitsAcceptance(memberId: number, otherId: number): Promise<boolean> {
    if (memberId === otherId) return false;
    if (!(await this.hasWrittenTo(otherId, memberId))) return false;
    if (await this.hasWrittenTo(memberId, otherId)) return false;
    if (await this.repo.acceptedRequestBetween(memberId, otherId)) return false;
    return !(await this.repo.acceptedConversation(memberId, otherId));
  }

  /** Whether `fromId` may send `toId` a collaboration request (403 CANT_REQUEST_MESSAGE otherwise). */
  async assertMayRequest(fromId: number, toId: number): Promise<void> {
    if (fromId !== toId && await this.repo.blockedEitherWay(fromId, toId)) throw forbidden(CANT_REQUEST_MESSAGE);
  }

  /** Whether either of the two blocked the other (notifications between them are not created). */
  blockedEitherWay(a: number, b: number): Promise<boolean> {
    return this.repo.blockedEitherWay(a, b);
  }

  /** Everyone `userId` blocked or was blocked by (left out of their discovery and name search). */
  blockedWith(userId: number): Promise<number[]> {
    return this.repo.blockedWith(userId);
  }

  /** A message from `senderId` to `recipientId` was committed: the fact is known without a query from now on. */
  noteWritten(senderId: number, recipientId: number): void {
    this.written.set(`${senderId}>${recipientId}`, true);
  }

  /** Drops what is remembered about the pair (a block makes it false: modules/blocks calls this). */
  forget(a: number, b: number): void {
    this.written.delete(`${a}>${b}`);
    this.written.delete(`${b}>${a}`);
  }

  private async hasWrittenTo(speaker: number, listener: number): Promise<boolean> {
    if (this.written.has(`${speaker}>${listener}`)) return true;
    const found = await this.repo.hasWrittenTo(speaker, listener);
    if (found) this.noteWritten(speaker, listener);
    return found;
  }
}

export function createRelationshipPolicy(
  repo: RelationshipRepository, sanctions?: SanctionLookup, quota?: FirstContactQuota,
): RelationshipPolicy {
  return new RelationshipPolicy(repo, sanctions, quota);
}
