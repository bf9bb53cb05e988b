// How the messages of a conversation are laid out, as every major chat app does: consecutive messages of one
// sender within a few minutes form a group that shows its time once (under its last message), and a divider
// opens each calendar day (local time).
import { localDayKey, toDate } from 'shared-ui';

/** The longest gap between two messages of one sender that still keeps them in one group. */
export const GROUP_GAP_MS = 5 * 60_000;

export interface GroupedMessage {
  senderId: number;
  timestamp: string;
}

export interface MessagePlace {
  /** The first message of its calendar day: a day divider goes above it. */
  dayStart: boolean;
  /** The first message of its group (a new sender, a new day, or more than GROUP_GAP_MS after the previous). */
  groupStart: boolean;
  /** The last message of its group: its time is shown under it. */
  groupEnd: boolean;
}

/** Whether `next` continues the group of `previous`. Unreadable times never join a group. */
function sameGroup(previous: GroupedMessage, next: GroupedMessage): boolean {
  if (previous.senderId !== next.senderId) return false;
  const a = toDate(previous.timestamp);
  const b = toDate(next.timestamp);
  if (!a || !b || localDayKey(a) !== localDayKey(b)) return false;
  // Messages are in sequence order; a pending one carries the client's clock, which may be a little behind.
  return Math.abs(b.getTime() - a.getTime()) <= GROUP_GAP_MS;
}

/** The place of each message (same order and length as `messages`). */
export function placeMessages(messages: readonly GroupedMessage[]): MessagePlace[] {
  const places: MessagePlace[] = [];
  /** The day of the last message whose time could be read. */
  let lastDay: string | null = null;
  for (let i = 0; i < messages.length; i++) {
    const message = messages[i]!;
    const previous = i > 0 ? messages[i - 1]! : null;
    const day = localDayKey(message.timestamp);
    // A message whose time cannot be read stays in the day before it (no divider of its own).
    const dayStart = previous === null || (day !== null && lastDay !== null && day !== lastDay);
    if (day !== null) lastDay = day;
    const groupStart = previous === null || dayStart || !sameGroup(previous, message);
    if (groupStart && places.length > 0) places[places.length - 1]!.groupEnd = true;
    places.push({ dayStart, groupStart, groupEnd: false });
  }
  if (places.length > 0) places[places.length - 1]!.groupEnd = true;
  return places;
}
