// The contract of the tab's one realtime connection (STOMP over SockJS). The chat data service owns and provides it;
// every other feature of this remote (notification bell, unread counts) subscribes through it instead of opening its
// own socket.
import { useSyncExternalStore } from 'react';

export interface RealtimeStatus {
  connected: boolean;
}

export interface RealtimeConnection {
  /** Subscribes now and again after every reconnect; the body is the parsed JSON of each MESSAGE. Returns unsubscribe. */
  subscribe(destination: string, onBody: (body: unknown) => void): () => void;
  /** Publishes a JSON body; returns false (and logs) when not connected. */
  publish(destination: string, body: unknown, headers?: Record<string, string>): boolean;
  /** Called at once with the current status, then on every connect and disconnect. Returns unsubscribe. */
  onStatusChange(listener: (status: RealtimeStatus) => void): () => void;
  isConnected(): boolean;
}

/** The whole connection the chat data service drives: the shared contract plus its lifecycle and acknowledged sends. */
export interface ChatConnection extends RealtimeConnection {
  readonly userId: number;
  /** Opens the connection and keeps it open (reconnecting) until stop(). */
  start(): void;
  /** Closes the connection and stops reconnecting. */
  stop(): Promise<void>;
  /** Reconnects at once instead of waiting out the backoff (the browser came back online). */
  reconnectNow(): void;
  /** Publishes and resolves on the server's RECEIPT; rejects with SendRejectedError or SendInterruptedError. */
  publishWithReceipt(destination: string, body: unknown, headers?: Record<string, string>): Promise<void>;
}

let current: RealtimeConnection | null = null;
const listeners = new Set<() => void>();

/** Called by the owner when it starts (with its connection) and when it is cleaned up (with null). */
export function provideRealtimeConnection(connection: RealtimeConnection | null): void {
  current = connection;
  for (const listener of listeners) listener();
}

export function getRealtimeConnection(): RealtimeConnection | null {
  return current;
}

function subscribeToProvider(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current connection, or null while signed out or before the chat data service has started. */
export function useRealtimeConnection(): RealtimeConnection | null {
  return useSyncExternalStore(subscribeToProvider, getRealtimeConnection, getRealtimeConnection);
}
