// Which folder (Inbox, Requests, Spam) a conversation is shown in. The server says (Conversation.folder); a
// conversation whose last message is mine is in the Inbox at once (replying accepts a request), before the list
// is read again. Older servers send no folder: everything is in the Inbox.
import type { Conversation, ConversationFolder } from 'shared-api';

export function folderOf(c: Conversation, me: number): ConversationFolder {
  if (c.lastMessage?.senderId === me) return 'INBOX';
  return c.folder ?? 'INBOX';
}

export function countByFolder(list: readonly Conversation[], me: number): Record<ConversationFolder, number> {
  const counts: Record<ConversationFolder, number> = { INBOX: 0, REQUESTS: 0, SPAM: 0 };
  for (const c of list) counts[folderOf(c, me)]++;
  return counts;
}

export const FOLDER_LABELS: Record<ConversationFolder, string> = { INBOX: 'Inbox', REQUESTS: 'Requests', SPAM: 'Spam' };

export const FOLDER_EMPTY: Record<ConversationFolder, string> = {
  INBOX: 'No conversations yet',
  REQUESTS: 'No message requests',
  SPAM: 'Nothing in Spam',
};
