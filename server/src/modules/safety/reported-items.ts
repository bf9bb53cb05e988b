// Resolves a reported item for its reporter: the item must exist and be one the reporter can see (404 otherwise,
// so ids cannot be probed), the reporter may not report their own item (400), and the item's content is copied
// into a snapshot that later edits or deletions of the original do not touch.
import { eq } from 'drizzle-orm';
import type { ReportItem, ReportSnapshot } from 'shared-api';
import type { Db } from '../../db/client';
import { channels, collabRequests, invitations, messages } from '../../db/schema';
import { badRequest, notFound } from '../../errors';

export interface ResolvedItem {
  /** The member responsible for the item (its author or owner). */
  reportedUserId: number;
  snapshot: ReportSnapshot;
}

const iso = (d: Date) => d.toISOString();

export class ReportedItems {
  constructor(private readonly db: Db) {}

  private async channelById(id: number) {
    const [row] = await this.db.select().from(channels).where(eq(channels.id, id)).limit(1);
    return row ?? null;
  }

  private async channelNameOf(userId: number): Promise<string | null> {
    const [row] = await this.db.select({ name: channels.name }).from(channels).where(eq(channels.ownerUserId, userId)).limit(1);
    return row?.name ?? null;
  }

  async resolve(reporterId: number, item: ReportItem): Promise<ResolvedItem> {
    switch (item.kind) {
      case 'CHANNEL': return this.channel(reporterId, item.id);
      case 'MESSAGE': return this.message(reporterId, item.id);
      case 'COLLAB_REQUEST': return this.collabRequest(reporterId, item.id);
      case 'INVITATION': return this.invitation(reporterId, item.id);
    }
  }

  /** A channel page is public: any member can report a member's channel, but not their own. */
  private async channel(reporterId: number, id: number): Promise<ResolvedItem> {
    const c = await this.channelById(id);
    if (!c || c.ownerUserId === null) throw notFound('Channel not found');
    if (c.ownerUserId === reporterId) throw badRequest('You cannot report your own channel');
    return {
      reportedUserId: c.ownerUserId,
      snapshot: {
        channelId: c.id, name: c.name, handle: c.handle, link: c.link, thumbnail: c.thumbnail, about: c.about,
        description: c.description, country: c.country, city: c.city, collaborationInterests: c.collaborationInterests,
      },
    };
  }

  /** Only a message received in one of the reporter's conversations. */
  private async message(reporterId: number, id: number): Promise<ResolvedItem> {
    const [m] = await this.db.select().from(messages).where(eq(messages.id, id)).limit(1);
    if (!m || (m.recipientId !== reporterId && m.senderId !== reporterId)) throw notFound('Message not found');
    if (m.senderId === reporterId) throw badRequest('You cannot report your own message');
    return {
      reportedUserId: m.senderId,
      snapshot: {
        messageId: m.id, conversationId: m.conversationId, sequence: m.sequence, senderId: m.senderId,
        senderChannel: await this.channelNameOf(m.senderId), content: m.content, sentAt: iso(m.createdAt),
      },
    };
  }

  /** Only a request the reporter received. */
  private async collabRequest(reporterId: number, id: number): Promise<ResolvedItem> {
    const [r] = await this.db.select().from(collabRequests).where(eq(collabRequests.id, id)).limit(1);
    if (!r || (r.ownerUserId !== reporterId && r.requesterUserId !== reporterId)) throw notFound('Request not found');
    if (r.requesterUserId === reporterId) throw badRequest('You cannot report your own request');
    return {
      reportedUserId: r.requesterUserId,
      snapshot: {
        requestId: r.id, requesterChannel: await this.channelNameOf(r.requesterUserId), option: r.option, timing: r.timing,
        message: r.message, status: r.status, sentAt: iso(r.createdAt),
      },
    };
  }

  /** Only an invitation to the reporter's channel. */
  private async invitation(reporterId: number, id: number): Promise<ResolvedItem> {
    const [inv] = await this.db.select().from(invitations).where(eq(invitations.id, id)).limit(1);
    const invitee = inv ? await this.channelById(inv.inviteeChannelId) : null;
    if (!inv || !invitee || invitee.ownerUserId !== reporterId) throw notFound('Invitation not found');
    const inviter = await this.channelById(inv.inviterChannelId);
    if (!inviter || inviter.ownerUserId === null) throw badRequest('The inviting channel is no longer on CollabHub');
    return {
      reportedUserId: inviter.ownerUserId,
      snapshot: { invitationId: inv.id, inviterChannel: inviter.name, message: inv.message, sentAt: iso(inv.createdAt) },
    };
  }
}
