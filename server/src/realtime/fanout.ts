// How one instance tells the others about committed messages, presence changes, typing and read receipts.
import { type PresenceState } from './presence';

/**
 * The signals relayed as they are, each for one user's queue: typing indicators, read receipts, and a presence
 * state meant for one user only (an accepted message request introduces the two members to each other).
 */
export type SignalKind = 'typing' | 'receipts' | 'presence';

export interface FanoutHandlers {
  /** Another instance committed this message: load it from the database and deliver it here. */
  message(messageId: number): void;
  /** A user's presence changed on another instance. */
  presence(state: PresenceState): void;
  /** A typing, read-receipt or presence signal (its JSON body) for a user whose sessions may be held here. */
  signal(userId: number, kind: SignalKind, body: string): void;
}

export interface Fanout {
  start(handlers: FanoutHandlers): Promise<void>;
  publishMessage(messageId: number): void;
  publishPresence(state: PresenceState, localSessions: number): void;
  publishSignal(userId: number, kind: SignalKind, body: string): void;
  /** Online anywhere, and the latest last-seen time any instance recorded (null when nothing is known). */
  presenceOf(userId: number): Promise<{ online: boolean; lastSeen: string | null } | null>;
  close(): Promise<void>;
}

/** A single instance: everything is already delivered in process. */
export class LocalFanout implements Fanout {
  async start(): Promise<void> {}
  publishMessage(): void {}
  publishPresence(): void {}
  publishSignal(): void {}
  async presenceOf(): Promise<null> {
    return null;
  }
  async close(): Promise<void> {}
}
