// Message requests: which folder (Inbox, Requests, Spam) a member's conversation belongs in, the preview of a
// request, and Accept / Delete. The folder is derived on every read from what happened, so nothing has to be
// written when a message arrives:
// - Inbox: the member wrote in it (replying is accepting), accepted it, has an accepted collaboration request with
//   the other, or nobody wrote yet.
// - Requests: only the other wrote; Spam when the first-contact detectors flag one of the other's first messages.
// - Left out of the member's list: a conversation with someone the member blocked, and a request the member deleted
//   (until the other writes again).
// The other side of a request learns nothing until it is accepted: its read receipts are masked here, and typing,
// live receipts and presence are withheld by the relationship policy (awaitsAcceptance). An Accept is announced on
// `events` (the realtime layer then sends each of the two the other's presence).
import { EventEmitter } from 'node:events';
import { scanFirstContact } from 'shared-api/first-contact-guard';
import {
  subscriberTier, type Conversation, type ConversationFolder, type MessageRequestPreview,
} from 'shared-api';
import { conflict, notFound } from '../../errors';
import type { NotificationService } from '../notifications/service';
import type { ConversationFacts, FolderRow, MessageRequestRepository } from './repository';

type Placement = ConversationFolder | 'HIDDEN';

interface Verdict {
  folder: Placement;
  /** The other participant has not accepted the viewer's request: their read sequence is not shown. */
  maskReceipts: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A member accepted `otherId`'s request: from now on each of the two may see the other's presence. */
export interface RequestAccepted {
  conversationId: number;
  memberId: number;
  otherId: number;
}

export interface MessageRequestEventMap {
  accepted: [RequestAccepted];
}

export class MessageRequestService {
  readonly events = new EventEmitter<MessageRequestEventMap>();

  constructor(private readonly repo: MessageRequestRepository, private readonly notifications: NotificationService) {}

  /** The viewer's list with each conversation's folder; blocked and deleted ones left out, `folder` filtering. */
  async annotate(viewerId: number, list: Conversation[], folder?: ConversationFolder): Promise<Conversation[]> {
    const verdicts = await this.verdicts(viewerId, list.map((c) => c.id));
    const out: Conversation[] = [];
    for (const c of list) {
      const v = verdicts.get(c.id);
      if (!v || v.folder === 'HIDDEN') continue;
      if (folder && v.folder !== folder) continue;
      out.push({ ...c, folder: v.folder, ...(v.maskReceipts ? { opponentLastReadSequence: 0 } : {}) });
    }
    return out;
  }

  /** One conversation as `annotate` shows it (the caller's own view of it, even when hidden from their list). */
  async annotateOne(viewerId: number, c: Conversation): Promise<Conversation> {
    const v = (await this.verdicts(viewerId, [c.id])).get(c.id);
    if (!v) return c;
    return { ...c, folder: v.folder === 'HIDDEN' ? 'INBOX' : v.folder, ...(v.maskReceipts ? { opponentLastReadSequence: 0 } : {}) };
  }

  async preview(viewerId: number, conversationId: number): Promise<MessageRequestPreview> {
    const { otherId, folder } = await this.request(viewerId, conversationId);
    const [{ user, channel }, mine] = await Promise.all([this.repo.senderProfile(otherId), this.repo.channelOf(viewerId)]);
    const createdAt = user?.createdAt ?? new Date();
    const shared: string[] = [];
    if (channel && mine) {
      if (channel.categoryId !== null && channel.categoryId === mine.categoryId) {
        const name = await this.repo.categoryName(channel.categoryId);
        if (name) shared.push(name);
      }
      shared.push(...await this.repo.sharedTags(channel.id, mine.id));
    }
    return {
      conversationId,
      folder: folder === 'HIDDEN' ? 'REQUESTS' : folder,
      sender: {
        userId: otherId,
        channelId: channel?.id ?? null,
        channelName: channel?.name ?? 'CollabHub member',
        avatarUrl: channel?.thumbnail ?? '/api/avatars/member.svg',
        verified: channel?.syncedAt != null,
        subscriberTier: channel && !channel.subscribersHidden ? subscriberTier(channel.subscribers) : null,
        accountCreatedAt: createdAt.toISOString(),
        accountAgeDays: Math.max(0, Math.floor((Date.now() - createdAt.getTime()) / DAY_MS)),
      },
      sharedTopics: shared,
    };
  }

  /**
   * Accept: the conversation moves to the Inbox (idempotent). Returns how far the member had read, so the read
   * receipt held back while it was a request can reach the sender now (null when nothing changed).
   */
  async accept(viewerId: number, conversationId: number): Promise<{ otherId: number; lastReadSequence: number } | null> {
    const { row, otherId, folder } = await this.conversation(viewerId, conversationId);
    if (folder === 'INBOX') return null;
    await this.repo.setFolder(conversationId, viewerId, 'INBOX');
    this.events.emit('accepted', { conversationId, memberId: viewerId, otherId });
    return { otherId, lastReadSequence: row.user1Id === viewerId ? row.user1LastReadSequence : row.user2LastReadSequence };
  }

  /** Delete: the request leaves the member's lists until the other writes again; its notices stop counting. */
  async remove(viewerId: number, conversationId: number): Promise<void> {
    const { row, folder } = await this.conversation(viewerId, conversationId);
    if (folder === 'INBOX') throw conflict('Only a message request can be deleted');
    await this.repo.setFolder(conversationId, viewerId, 'DELETED', row.lastSequence);
    await this.notifications.markSourceRead(viewerId, 'MESSAGE', String(conversationId));
  }

  private async request(viewerId: number, conversationId: number) {
    const found = await this.conversation(viewerId, conversationId);
    if (found.folder === 'INBOX') throw notFound('Message request not found');
    return found;
  }

  /** The caller's conversation and its folder; 404 for anyone else's (ids cannot be probed). */
  private async conversation(viewerId: number, conversationId: number) {
    const row = await this.repo.conversationById(conversationId);
    if (!row || (row.user1Id !== viewerId && row.user2Id !== viewerId)) throw notFound('Conversation not found');
    const otherId = row.user1Id === viewerId ? row.user2Id : row.user1Id;
    const folder = (await this.verdicts(viewerId, [conversationId])).get(conversationId)?.folder ?? 'INBOX';
    return { row, otherId, folder };
  }

  private async verdicts(viewerId: number, ids: number[]): Promise<Map<number, Verdict>> {
    const out = new Map<number, Verdict>();
    if (ids.length === 0) return out;
    const [facts, rows, partners, blocked] = await Promise.all([
      this.repo.facts(ids), this.repo.folderRows(ids), this.repo.acceptedPartners(viewerId), this.repo.blockedBy(viewerId),
    ]);
    const rowOf = new Map<string, FolderRow>(rows.map((r) => [`${r.conversationId}:${r.userId}`, r]));
    const pending: ConversationFacts[] = [];
    for (const f of facts) {
      const otherId = f.user1Id === viewerId ? f.user2Id : f.user1Id;
      const viewerWrote = f.user1Id === viewerId ? f.user1Wrote : f.user2Wrote;
      const otherWrote = f.user1Id === viewerId ? f.user2Wrote : f.user1Wrote;
      const mine = rowOf.get(`${f.id}:${viewerId}`);
      const theirs = rowOf.get(`${f.id}:${otherId}`);
      const partner = partners.has(otherId);
      const maskReceipts = viewerWrote && !otherWrote && !partner && theirs?.folder !== 'INBOX';
      let folder: Placement | null = null;
      if (blocked.has(otherId)) folder = 'HIDDEN';
      else if (mine?.folder === 'INBOX' || viewerWrote || partner || !otherWrote) folder = 'INBOX';
      else if (mine?.folder === 'DELETED' && f.lastSequence <= mine.deletedSequence) folder = 'HIDDEN';
      if (folder === null) pending.push(f);
      out.set(f.id, { folder: folder ?? 'REQUESTS', maskReceipts });
    }
    if (pending.length > 0) {
      const texts = await this.repo.firstMessagesFromOthers(pending.map((f) => f.id), viewerId);
      for (const f of pending) {
        const risky = (texts.get(f.id) ?? []).some((t) => scanFirstContact(t).length > 0);
        if (risky) out.get(f.id)!.folder = 'SPAM';
      }
    }
    return out;
  }
}
