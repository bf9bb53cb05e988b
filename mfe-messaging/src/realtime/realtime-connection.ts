// The contract of the tab's one realtime connection (STOMP over SockJS). The chat client owns it; every other
// feature of this remote (the notification bell) is handed it by expose/ and subscribes through it instead of
// opening its own socket.

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
  /**
   * Drops the transport and connects again (the usual reconnect): for a connection that stays up but leaves SENDs
   * unanswered. Nothing when not connected.
   */
  reconnect(): void;
  /**
   * Publishes and resolves on the server's RECEIPT; rejects with SendRejectedError, SendDeferredError,
   * SendInterruptedError, or SendUnacknowledgedError when neither a RECEIPT nor a refusal came in time.
   */
  publishWithReceipt(destination: string, body: unknown, headers?: Record<string, string>): Promise<void>;
}
