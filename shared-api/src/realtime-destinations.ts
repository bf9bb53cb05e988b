// The STOMP destinations of the chat (SPEC §7 "Socket") and the frames added for typing and read receipts: one
// list for the server (what it accepts and where it pushes) and the web (what it sends and subscribes to).

/** The WebSocket endpoint (SockJS-style prefix). */
export const SOCKET_PATH = '/api/ws';
export const SEND_MESSAGE_DESTINATION = '/app/chat.sendMessage';
export const ADD_USER_DESTINATION = '/app/chat.addUser';
export const TYPING_DESTINATION = '/app/chat.typing';

/** Where a session hears that the server refused one of its SENDs (over budget, Invite Only, invalid); it stays open. */
export const ERRORS_DESTINATION = '/user/queue/errors';

export type QueueKind = 'messages' | 'presence' | 'typing' | 'receipts' | 'notifications' | 'errors';

/** A member's own queue: /user/{id}/queue/{kind}. */
export function userQueue(userId: number, kind: QueueKind): string {
  return `/user/${userId}/queue/${kind}`;
}

/**
 * The queue a SUBSCRIBE destination names, if the caller may read it: only their own
 * `/user/{id}/queue/messages|presence|typing|receipts|notifications|errors`, or the Spring-style `/user/queue/...` that means the same.
 */
export function ownQueue(destination: string, userId: number): QueueKind | null {
  const m = /^\/user\/(?:(\d{1,12})\/)?queue\/(messages|presence|typing|receipts|notifications|errors)$/.exec(destination);
  if (!m) return null;
  if (m[1] !== undefined && Number(m[1]) !== userId) return null;
  return m[2] as QueueKind;
}
