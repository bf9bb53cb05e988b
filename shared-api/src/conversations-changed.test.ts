import { conversationsChangedPushSchema } from './blocks';
import { isConversationsChangedPush } from './conversations-changed';

describe('isConversationsChangedPush', () => {
  const bodies: unknown[] = [
    { event: 'conversations-changed', userId: 7, reason: 'blocked' },
    { event: 'conversations-changed', userId: 7, reason: 'unblocked' },
    { event: 'conversations-changed', userId: 7, reason: 'muted' },
    { event: 'conversations-changed', userId: 1.5, reason: 'blocked' },
    { event: 'conversations-changed', userId: '7', reason: 'blocked' },
    { event: 'conversations-changed', reason: 'blocked' },
    { event: 'notification', userId: 7, reason: 'blocked' },
    { id: 3, type: 'MESSAGE', unreadCount: 2 },
    null,
    'conversations-changed',
  ];

  it.each(bodies)('answers as the schema does for %p', (body) => {
    expect(isConversationsChangedPush(body)).toBe(conversationsChangedPushSchema.safeParse(body).success);
  });

  it('recognises a block and an unblock, and nothing else', () => {
    expect(bodies.filter(isConversationsChangedPush)).toHaveLength(2);
  });
});
