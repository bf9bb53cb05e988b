// The messages of one conversation as shown: server messages ordered by the server's sequence (never the
// client's clock), each once, then the ones still in the outbox in the order they were typed.
import type { ChatMessage } from 'shared-api';
import type { OutboxEntry } from './outbox';

export type DeliveryState = 'sending' | 'sent' | 'failed';

export interface ChatItem {
  key: string;
  id: number | null;
  sequence: number | null;
  clientMessageId: string | null;
  conversationId: number;
  senderId: number;
  recipientId: number;
  content: string;
  timestamp: string;
  state: DeliveryState;
  error?: string;
}

/** Merges messages by id; a later copy of the same id replaces the earlier one. Result ordered by sequence. */
export function mergeMessages(existing: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of existing) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.sequence - b.sequence);
}

export function toChatItems(messages: readonly ChatMessage[], outbox: readonly OutboxEntry[]): ChatItem[] {
  const acknowledged = new Set(messages.map((m) => m.clientMessageId).filter((id): id is string => Boolean(id)));
  const items: ChatItem[] = messages.map((m) => ({
    key: m.clientMessageId ?? `m${m.id}`, id: m.id, sequence: m.sequence, clientMessageId: m.clientMessageId,
    conversationId: m.conversationId, senderId: m.senderId, recipientId: m.recipientId, content: m.content,
    timestamp: m.timestamp, state: 'sent',
  }));
  for (const e of outbox) {
    if (acknowledged.has(e.clientMessageId)) continue;
    items.push({
      key: e.clientMessageId, id: null, sequence: null, clientMessageId: e.clientMessageId,
      conversationId: e.conversationId, senderId: e.senderId, recipientId: e.recipientId, content: e.content,
      timestamp: e.createdAt, state: e.state === 'failed' ? 'failed' : 'sending', error: e.error,
    });
  }
  return items;
}

/** The highest sequence known (the catch-up cursor), 0 when none. */
export function lastSequence(messages: readonly ChatMessage[]): number {
  return messages.reduce((max, m) => Math.max(max, m.sequence), 0);
}
