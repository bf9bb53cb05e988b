// Every STOMP session of this instance, indexed by user, and delivery of committed messages to them.
import type { ChatMessage } from 'shared-api';
import type { QueueKind } from 'shared-api';
import { type PresenceState } from './presence';
import { type StompSession } from './stomp-session';

export class SessionHub {
  private readonly byUser = new Map<number, Set<StompSession>>();

  add(session: StompSession): void {
    const userId = session.userId!;
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(session);
  }

  remove(session: StompSession): void {
    if (session.userId === null) return;
    const set = this.byUser.get(session.userId);
    if (!set?.delete(session)) return;
    if (set.size === 0) this.byUser.delete(session.userId);
  }

  sessionsOf(userId: number): Iterable<StompSession> {
    return this.byUser.get(userId) ?? [];
  }

  get userCount(): number {
    return this.byUser.size;
  }

  /** To the recipient's sessions and to the sender's sessions other than the one it was sent from. */
  deliverMessage(message: ChatMessage, originSessionId?: string): void {
    // Serialised once for every session it goes to.
    let body: string | null = null;
    const headers = { 'x-sequence': String(message.sequence) };
    for (const s of this.sessionsOf(message.recipientId)) s.deliver('messages', (body ??= JSON.stringify(message)), headers);
    for (const s of this.sessionsOf(message.senderId)) {
      if (s.id !== originSessionId) s.deliver('messages', (body ??= JSON.stringify(message)), headers);
    }
  }

  /** A body for one kind of queue, to every session of the user held here. */
  deliverTo(userId: number, kind: QueueKind, body: string): void {
    for (const s of this.sessionsOf(userId)) s.deliver(kind, body);
  }

  deliverPresence(state: PresenceState, toUserIds: Iterable<number>): void {
    const body = JSON.stringify(state);
    for (const userId of toUserIds) {
      for (const s of this.sessionsOf(userId)) s.deliver('presence', body);
    }
  }
}
