// STOMP destinations of the chat (SPEC §7 "Socket") and the frames added for typing and read receipts.
export const SOCKET_PATH = '/api/ws';
export const SEND_MESSAGE_DESTINATION = '/app/chat.sendMessage';
export const ADD_USER_DESTINATION = '/app/chat.addUser';
export const TYPING_DESTINATION = '/app/chat.typing';

/** Where the server answers a SEND it refused (over budget, Invite Only, invalid); the session stays open. */
export const ERRORS_DESTINATION = '/user/queue/errors';

export type UserQueue = 'messages' | 'presence' | 'typing' | 'receipts' | 'notifications';

export function userQueue(userId: number, kind: UserQueue): string {
  return `/user/${userId}/queue/${kind}`;
}
