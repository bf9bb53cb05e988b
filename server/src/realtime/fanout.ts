// How one instance tells the others about committed messages and presence changes.
import { type PresenceState } from './presence';

export interface FanoutHandlers {
  /** Another instance committed this message: load it from the database and deliver it here. */
  message(messageId: number): void;
  /** A user's presence changed on another instance. */
  presence(state: PresenceState): void;
}

export interface Fanout {
  start(handlers: FanoutHandlers): Promise<void>;
  publishMessage(messageId: number): void;
  publishPresence(state: PresenceState, localSessions: number): void;
  /** Online anywhere, and the latest last-seen time any instance recorded (null when nothing is known). */
  presenceOf(userId: number): Promise<{ online: boolean; lastSeen: string | null } | null>;
  close(): Promise<void>;
}

/** A single instance: everything is already delivered in process. */
export class LocalFanout implements Fanout {
  async start(): Promise<void> {}
  publishMessage(): void {}
  publishPresence(): void {}
  async presenceOf(): Promise<null> {
    return null;
  }
  async close(): Promise<void> {}
}
