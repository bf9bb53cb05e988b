import { ownQueue, userQueue } from './realtime-destinations';

describe('ownQueue', () => {
  it('accepts the caller\'s own message and presence queues, in both spellings', () => {
    expect(ownQueue(userQueue(7, 'messages'), 7)).toBe('messages');
    expect(ownQueue('/user/7/queue/presence', 7)).toBe('presence');
    expect(ownQueue('/user/queue/messages', 7)).toBe('messages');
  });

  it('refuses anyone else\'s queue and anything else', () => {
    expect(ownQueue('/user/8/queue/messages', 7)).toBeNull();
    expect(ownQueue('/user/07/queue/messages', 70)).toBeNull();
    expect(ownQueue('/user/7/queue/messages/extra', 7)).toBeNull();
    expect(ownQueue('/topic/messages', 7)).toBeNull();
    expect(ownQueue('/user/7/queue/other', 7)).toBeNull();
  });
});
