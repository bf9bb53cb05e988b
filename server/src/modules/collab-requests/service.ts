// Collaboration requests: PENDING → ACCEPTED | DECLINED (by the channel's owner) | WITHDRAWN (by the requester).
// Accepting opens the conversation with the request as its first message. Every change notifies the other side.
import {
  COLLABORATION_OPTION_LABELS, type CollabRequest, type CollaborationOptionKey,
} from 'shared-api';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../errors';
import type { ChannelRepository } from '../channels/repository';
import type { ChatService } from '../chat/service';
import type { CollaborationRepository } from '../channel-page/repository';
import { isOffered } from '../channel-page/options';
import { requestAsMessage, toCollabRequestDto } from './mapper';
import type { NewNotification } from '../notifications/repository';
import type { CollabRequestRepository } from './repository';
import { RESTRICTED_MESSAGE } from '../safety/sanctions';

export const NOT_ACTIVELY_SEEKING_STATUS = 3;
export const PREMIUM_REQUIRED_MESSAGE = 'Collaboration requests are a premium feature: upgrade to send one.';
export const NOT_SEEKING_MESSAGE = 'This channel is Not Actively Seeking collaborations and takes no requests right now.';
const DAY_MS = 24 * 60 * 60 * 1000;

export class CollabRequestService {
  constructor(
    private readonly repo: CollabRequestRepository,
    private readonly channels: ChannelRepository,
    private readonly collaboration: CollaborationRepository,
    private readonly chat: ChatService,
    private readonly dailyCap: number,
    /** Creates and pushes a notification (the notification centre's `notify`). */
    private readonly notify: (row: NewNotification) => Promise<unknown>,
    /** Moderation: a restricted or suspended member sends no requests (safety/sanctions.ts). */
    private readonly isRestricted: (userId: number) => Promise<boolean> = async () => false,
    /** New-account limits: 429 with Retry-After past the member's daily allowance (relationships/first-contact-quota.ts). */
    private readonly assertWithinQuota: (userId: number) => Promise<void> = async () => undefined,
    /** The relationship policy's request rule (a block either way refuses it with a neutral 403). */
    private readonly assertMayRequest: (fromId: number, toId: number) => Promise<void> = async () => {},
  ) {}

  private async dto(row: Parameters<typeof toCollabRequestDto>[0]): Promise<CollabRequest> {
    return toCollabRequestDto(row, await this.repo.channelsOfUsers([row.requesterUserId, row.ownerUserId]));
  }

  async create(user: UserRow, body: { channelId: number; option: CollaborationOptionKey; timing: string; message: string }): Promise<CollabRequest> {
    if (!user.isPremium) throw forbidden(PREMIUM_REQUIRED_MESSAGE);
    if (await this.isRestricted(user.id)) throw forbidden(RESTRICTED_MESSAGE);
    const channel = await this.channels.findById(body.channelId);
    if (!channel) throw notFound('Channel not found');
    if (channel.ownerUserId === null) throw badRequest('This channel is not on CollabHub yet: send an invite instead.');
    if (channel.ownerUserId === user.id) throw badRequest('You cannot send a request to your own channel.');
    await this.assertMayRequest(user.id, channel.ownerUserId);
    if (channel.collaborationStatus === NOT_ACTIVELY_SEEKING_STATUS) throw conflict(NOT_SEEKING_MESSAGE);
    const stored = await this.collaboration.ofChannel(channel.id);
    if (!isOffered(stored?.options, body.option)) {
      throw badRequest('This channel does not offer that kind of collaboration', { option: 'Not offered by this channel' });
    }
    if (await this.repo.pendingFor(user.id, channel.id)) throw conflict('You already have a pending request to this channel.');
    await this.assertWithinQuota(user.id);
    if ((await this.repo.sentSince(user.id, new Date(Date.now() - DAY_MS))) >= this.dailyCap) {
      throw new HttpError(429, `You can send at most ${this.dailyCap} collaboration requests a day. Try again tomorrow.`);
    }
    const mine = await this.repo.channelOfUser(user.id);
    let row;
    try {
      row = await this.repo.insert({
        requesterUserId: user.id,
        requesterChannelId: mine?.id ?? null,
        ownerUserId: channel.ownerUserId,
        channelId: channel.id,
        option: body.option,
        timing: body.timing,
        message: body.message,
      });
    } catch (err) {
      // Two sends at once: the partial unique index keeps one pending request per pair.
      const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
      if (code === '23505') throw conflict('You already have a pending request to this channel.');
      throw err;
    }
    await this.notify({
      userId: channel.ownerUserId,
      type: 'COLLABORATION_REQUEST',
      title: `New collaboration request from ${mine?.name ?? 'a CollabHub member'}`,
      description: `${COLLABORATION_OPTION_LABELS[body.option]} · ${body.timing}`,
      link: `/channelPage/${channel.id}?tab=requests&request=${row.id}`,
      sourceId: `collab-request-${row.id}`,
      senderId: user.id,
    });
    return this.dto(row);
  }

  /** A request the caller takes part in; 404 for anyone else. */
  private async visible(user: UserRow, id: number) {
    const row = await this.repo.byId(id);
    if (!row || (row.requesterUserId !== user.id && row.ownerUserId !== user.id)) throw notFound('Request not found');
    return row;
  }

  async get(user: UserRow, id: number): Promise<CollabRequest> {
    return this.dto(await this.visible(user, id));
  }

  async list(user: UserRow, box: 'incoming' | 'outgoing'): Promise<CollabRequest[]> {
    const rows = await this.repo.list(user.id, box);
    const parties = await this.repo.channelsOfUsers(rows.flatMap((r) => [r.requesterUserId, r.ownerUserId]));
    return rows.map((r) => toCollabRequestDto(r, parties));
  }

  async accept(user: UserRow, id: number, note?: string): Promise<CollabRequest> {
    const row = await this.visible(user, id);
    if (row.ownerUserId !== user.id) throw forbidden('Only the channel\'s owner can accept a request');
    const updated = await this.repo.respond(id, 'ACCEPTED', note || null);
    if (!updated) throw conflict(`This request is already ${row.status.toLowerCase()}`);
    const dto = await this.dto(updated);
    const first = await this.chat.sendMessage({
      senderId: updated.requesterUserId,
      recipientId: updated.ownerUserId,
      content: requestAsMessage(dto),
      clientMessageId: `collab-request-${id}`,
      // The COLLABORATION_ACCEPTED notification below is the one notice of this event; the messages add none.
      notify: false,
    });
    const conversationId = first.message.conversationId ?? null;
    if (note) {
      await this.chat.sendMessage({
        senderId: updated.ownerUserId, recipientId: updated.requesterUserId, content: note,
        clientMessageId: `collab-request-${id}-note`, notify: false,
      });
    }
    if (conversationId) await this.repo.setConversation(id, conversationId);
    await this.notify({
      userId: updated.requesterUserId,
      type: 'COLLABORATION_ACCEPTED',
      title: `${dto.owner.name} accepted your collaboration request`,
      description: note || `${dto.optionLabel} · ${dto.timing}`,
      link: conversationId ? `/messages?conversation=${conversationId}` : `/channelPage/${updated.channelId}`,
      sourceId: `collab-request-${id}`,
      senderId: updated.ownerUserId,
    });
    return { ...dto, conversationId };
  }

  async decline(user: UserRow, id: number, note?: string): Promise<CollabRequest> {
    const row = await this.visible(user, id);
    if (row.ownerUserId !== user.id) throw forbidden('Only the channel\'s owner can decline a request');
    const updated = await this.repo.respond(id, 'DECLINED', note || null);
    if (!updated) throw conflict(`This request is already ${row.status.toLowerCase()}`);
    const dto = await this.dto(updated);
    await this.notify({
      userId: updated.requesterUserId,
      type: 'COLLABORATION_DECLINED',
      title: `${dto.owner.name} declined your collaboration request`,
      description: note || `${dto.optionLabel} · ${dto.timing}`,
      link: `/channelPage/${updated.channelId}`,
      sourceId: `collab-request-${id}`,
      senderId: updated.ownerUserId,
    });
    return dto;
  }

  async withdraw(user: UserRow, id: number): Promise<CollabRequest> {
    const row = await this.visible(user, id);
    if (row.requesterUserId !== user.id) throw forbidden('Only the requester can withdraw a request');
    const updated = await this.repo.respond(id, 'WITHDRAWN', null);
    if (!updated) throw conflict(`This request is already ${row.status.toLowerCase()}`);
    return this.dto(updated);
  }
}
