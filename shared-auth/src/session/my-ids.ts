// "Who am I": the signed-in member's ids, derived in one place from the stored server user and channel.
import { atom, useAtomValue } from 'jotai';
import { serverUserAtom, userChannelAtom } from './session-atoms';
import type { ServerUser, UserChannel } from './session-types';

export interface MyIds {
  /** The member's user id (users.id). */
  userId: number | null;
  /** The member's own channel id (channels.id). */
  channelId: number | null;
  /** The member's channel on YouTube. */
  youtubeId: string | null;
  /** The Firebase uid. */
  uid: string | null;
}

/** A stored id: older stored records may hold it as a numeric string. */
function toId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

function toText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The ids of a server user and channel as stored (the stored channel wins over the copy inside the server user). */
export function selectMyIds(serverUser: ServerUser | null, userChannel: UserChannel | null): MyIds {
  const channel = userChannel ?? serverUser?.userChannel ?? null;
  return {
    userId: toId(serverUser?.user?.id) ?? toId(channel?.userId),
    channelId: toId(channel?.id) ?? toId(channel?.userChannelId) ?? toId(serverUser?.userChannel?.id),
    youtubeId: toText(channel?.youtubeId),
    uid: toText(serverUser?.uid) ?? toText(serverUser?.user?.uid) ?? toText(channel?.uid),
  };
}

const EMPTY: MyIds = { userId: null, channelId: null, youtubeId: null, uid: null };

/** The member's ids, recomputed only when the stored server user or channel changes. */
export const myIdsAtom = atom((get): MyIds => {
  const ids = selectMyIds(get(serverUserAtom), get(userChannelAtom));
  return ids.userId === null && ids.channelId === null && ids.youtubeId === null && ids.uid === null ? EMPTY : ids;
});

/** The signed-in member's ids (null fields when unknown). */
export function useMyIds(): MyIds {
  return useAtomValue(myIdsAtom);
}
