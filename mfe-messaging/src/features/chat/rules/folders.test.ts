import type { Conversation } from 'shared-api';
import { countByFolder, folderOf } from './folders';

const conversation = (id: number, folder: Conversation['folder'], lastSender: number | null): Conversation => ({
  id, user1Id: 1, user2Id: 2, user1UnreadCount: 0, user2UnreadCount: 0, unreadCount: 0, opponentUserId: 2, lastSequence: 1,
  timestamp: '', lastMessageTime: null, updatedAt: '',
  opponentChannelInfo: { channelName: 'x', name: 'x', thumbnail: '', avatarUrl: '', channelId: null, id: null },
  lastMessage: lastSender === null ? null : { content: 'hi', timestamp: '', senderId: lastSender }, folder,
});

describe('conversation folders', () => {
  it('takes the server folder, treats a missing one as Inbox, and my reply as accepting', () => {
    expect(folderOf(conversation(1, 'REQUESTS', 2), 1)).toBe('REQUESTS');
    expect(folderOf(conversation(1, 'SPAM', 2), 1)).toBe('SPAM');
    expect(folderOf(conversation(1, undefined, 2), 1)).toBe('INBOX');
    expect(folderOf(conversation(1, 'REQUESTS', 1), 1)).toBe('INBOX');
  });

  it('counts each folder', () => {
    const list = [conversation(1, 'INBOX', 2), conversation(2, 'REQUESTS', 2), conversation(3, 'REQUESTS', 2), conversation(4, 'SPAM', null)];
    expect(countByFolder(list, 1)).toEqual({ INBOX: 1, REQUESTS: 2, SPAM: 1 });
  });
});
