// Notifications for tests, and a small in-test implementation of the tab's realtime connection contract.
import type { Notification } from 'shared-api';
import type { RealtimeConnection, RealtimeStatus } from '../realtime/realtime-connection';

let nextId = 1000;

/** A MESSAGE notification created `minutesAgo` minutes before now, unread, with its own source. */
export function notification(overrides: Partial<Notification> & { minutesAgo?: number } = {}): Notification {
  const { minutesAgo = 0, ...rest } = overrides;
  const id = rest.id ?? nextId++;
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  return {
    id,
    type: 'MESSAGE',
    title: `Notification ${id}`,
    description: `Description ${id}`,
    read: false,
    createdAt: at,
    timestamp: at,
    link: `/messages?conversation=${id}`,
    sourceId: String(id),
    senderId: 7,
    userId: 1,
    ...rest,
  };
}

/** Connects, drops and pushes on demand; subscriptions survive reconnects, as the real one promises. */
export class TestRealtimeConnection implements RealtimeConnection {
  private connected = false;
  readonly subscriptions = new Map<string, Set<(body: unknown) => void>>();
  private readonly statusListeners = new Set<(status: RealtimeStatus) => void>();

  subscribe(destination: string, onBody: (body: unknown) => void): () => void {
    let set = this.subscriptions.get(destination);
    if (!set) this.subscriptions.set(destination, (set = new Set()));
    set.add(onBody);
    return () => set.delete(onBody);
  }

  publish(): boolean {
    return this.connected;
  }

  onStatusChange(listener: (status: RealtimeStatus) => void): () => void {
    this.statusListeners.add(listener);
    listener({ connected: this.connected });
    return () => this.statusListeners.delete(listener);
  }

  isConnected(): boolean {
    return this.connected;
  }

  setConnected(connected: boolean): void {
    this.connected = connected;
    for (const listener of this.statusListeners) listener({ connected });
  }

  /** Delivers a body to every subscriber of the destination, as a MESSAGE frame would; false when none. */
  push(destination: string, body: unknown): boolean {
    const set = this.subscriptions.get(destination);
    if (!this.connected || !set || set.size === 0) return false;
    for (const onBody of set) onBody(body);
    return true;
  }
}
