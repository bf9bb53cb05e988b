import type { ChatMessage } from 'shared-api';
import { OrderedDelivery } from './ordered-delivery';

const msg = (conversationId: number, sequence: number): ChatMessage => ({
  id: conversationId * 1000 + sequence, conversationId, sequence, senderId: 1, recipientId: 2,
  content: `c${conversationId}s${sequence}`, timestamp: new Date().toISOString(), clientMessageId: null,
});

describe('OrderedDelivery', () => {
  const delivered: string[] = [];
  const make = (gapWaitMs = 50, maxConversations = 100) =>
    new OrderedDelivery((m) => delivered.push(`${m.conversationId}:${m.sequence}`), { gapWaitMs, maxConversations });
  beforeEach(() => {
    delivered.length = 0;
  });

  it('holds a message that skips ahead until the gap fills, per conversation', () => {
    const o = make();
    o.push(msg(1, 1));
    o.push(msg(1, 3));
    o.push(msg(2, 7));
    o.push(msg(1, 4));
    expect(delivered).toEqual(['1:1', '2:7']);
    o.push(msg(1, 2));
    expect(delivered).toEqual(['1:1', '2:7', '1:2', '1:3', '1:4']);
    o.close();
  });

  it('gives up on a lost sequence after the wait, delivers the rest in order, and still delivers a late one once', async () => {
    const o = make(30);
    o.push(msg(1, 1));
    o.push(msg(1, 4));
    o.push(msg(1, 3));
    expect(delivered).toEqual(['1:1']);
    await new Promise((r) => setTimeout(r, 60));
    expect(delivered).toEqual(['1:1', '1:3', '1:4']);
    o.push(msg(1, 2));
    o.push(msg(1, 5));
    expect(delivered).toEqual(['1:1', '1:3', '1:4', '1:2', '1:5']);
    o.close();
  });

  it('forgets the least recently active conversation first, delivering what it held', () => {
    const o = make(1000, 2);
    o.push(msg(1, 1));
    o.push(msg(1, 3));
    o.push(msg(2, 1));
    o.push(msg(3, 1));
    expect(delivered).toEqual(['1:1', '2:1', '1:3', '3:1']);
    o.close();
  });
});
