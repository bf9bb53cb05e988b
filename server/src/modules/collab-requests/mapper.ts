import { COLLABORATION_OPTION_LABELS, type CollabRequest, type CollaborationOptionKey } from 'shared-api';
import type { CollabRequestRow } from '../../db/schema';
import type { PartyChannel } from './repository';

const party = (userId: number, c: PartyChannel | undefined) => ({
  userId,
  channelId: c?.channelId ?? null,
  name: c?.name ?? 'A CollabHub member',
  thumbnail: c?.thumbnail ?? null,
});

export function toCollabRequestDto(row: CollabRequestRow, byUser: Map<number, PartyChannel>): CollabRequest {
  const option = row.option as CollaborationOptionKey;
  return {
    id: row.id,
    status: row.status as CollabRequest['status'],
    option,
    optionLabel: COLLABORATION_OPTION_LABELS[option] ?? row.option,
    timing: row.timing,
    message: row.message,
    responseNote: row.responseNote,
    requester: party(row.requesterUserId, byUser.get(row.requesterUserId)),
    owner: party(row.ownerUserId, byUser.get(row.ownerUserId)),
    channelId: row.channelId,
    conversationId: row.conversationId,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

/** The first message of the conversation an accepted request opens. */
export function requestAsMessage(dto: CollabRequest): string {
  return `Collaboration request: ${dto.optionLabel}\nProposed timing: ${dto.timing}\n\n${dto.message}`;
}
