// Every STOMP session of this instance, indexed by user, and delivery of committed messages to them.
import { AsyncLocalStorage } from 'node:async_hooks';
import { type ChatMessage } from './chat-port';
import { type PresenceState } from './presence';
import { type StompSession } from './stomp-session';

export class SessionHub {
  private readonly byUser = new Map<number, Set<StompSession>>();
  private readonly origin = new AsyncLocalStorage<string>();

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

  /** Runs fn so that a message committed inside it is not echoed back to the session that sent it. */
  runAsOrigin<T>(sessionId: string, fn: () => Promise<T>): Promise<T> {
    return this.origin.run(sessionId, fn);
  }

  /** The sending session, when called from inside runAsOrigin (the chat service emits within the send). */
  currentOrigin(): string | undefined {
    return this.origin.getStore();
  }

  /** To the recipient's sessions and to the sender's other sessions. */
  deliverMessage(message: ChatMessage, originSessionId?: string): void {
    for (const s of this.sessionsOf(message.recipientId)) s.deliverMessage(message);
    for (const s of this.sessionsOf(message.senderId)) {
      if (s.id !== originSessionId) s.deliverMessage(message);
    }
  }

  deliverPresence(state: PresenceState, toUserIds: Iterable<number>): void {
    const body = JSON.stringify(state);
    for (const userId of toUserIds) {
      for (const s of this.sessionsOf(userId)) s.deliver('presence', body);
    }
  }
}
