// Who is online: a user is online from their first /app/chat.addUser until their last session of this
// instance closes. With several instances each one announces its users on Redis (see redis-fanout.ts).
import { EventEmitter } from 'node:events';

export interface PresenceState {
  userId: number;
  online: boolean;
  /** ISO time the user was last seen: now while online, else when their last session closed (null: never). */
  lastSeen: string | null;
}

export interface PresenceEvents {
  change: [PresenceState];
}

export class PresenceTracker extends EventEmitter<PresenceEvents> {
  private readonly online = new Map<number, Set<string>>();
  private readonly lastSeen = new Map<number, string>();

  markOnline(userId: number, sessionId: string): void {
    let sessions = this.online.get(userId);
    const wasOffline = !sessions;
    if (!sessions) this.online.set(userId, (sessions = new Set()));
    sessions.add(sessionId);
    if (wasOffline) this.emit('change', this.get(userId));
  }

  sessionClosed(userId: number, sessionId: string): void {
    const sessions = this.online.get(userId);
    if (!sessions?.delete(sessionId) || sessions.size > 0) return;
    this.online.delete(userId);
    this.lastSeen.set(userId, new Date().toISOString());
    this.emit('change', this.get(userId));
  }

  isOnline(userId: number): boolean {
    return this.online.has(userId);
  }

  onlineUsers(): number[] {
    return [...this.online.keys()];
  }

  /** Records a state seen elsewhere (another instance) without announcing it again. */
  noteLastSeen(userId: number, lastSeen: string): void {
    const known = this.lastSeen.get(userId);
    if (!known || known < lastSeen) this.lastSeen.set(userId, lastSeen);
  }

  get(userId: number): PresenceState {
    const online = this.online.has(userId);
    return { userId, online, lastSeen: online ? new Date().toISOString() : (this.lastSeen.get(userId) ?? null) };
  }
}
