// The tab's one STOMP connection (SPEC §4 "Chat socket", §7 "Socket", §9): @stomp/stompjs over sockjs-client to
// /api/ws, a fresh ID token forced before every connect, heart-beats 10 s each way, 8192-byte chunks, and our own
// reconnect loop (backoff + jitter) so a token failure or a refused CONNECT is retried like a dropped socket.
import { Client, type IFrame, type IStompSocket, type StompSubscription } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import { ADD_USER_DESTINATION, ERRORS_DESTINATION, SOCKET_PATH } from 'shared-api/realtime-destinations';
import type { ChatConnection, RealtimeStatus } from './realtime-connection';
import { DEFAULT_RECONNECT_POLICY, type ReconnectPolicy, reconnectDelay } from './reconnect-backoff';
import { PendingReceipts, RECEIPT_TIMEOUT_MS } from './pending-receipts';
import { SendDeferredError, SendInterruptedError, SendRejectedError, SendUnacknowledgedError } from './send-errors';

export { RECEIPT_TIMEOUT_MS, SendDeferredError, SendInterruptedError, SendRejectedError, SendUnacknowledgedError };

/** The body of a refusal on /user/queue/errors. */
interface RefusalBody {
  status?: number;
  message?: string;
  receiptId?: string | null;
  retryAfterMs?: number;
}

export const HEARTBEAT_MS = 10_000;
export const MAX_CHUNK_SIZE = 8192;
export const NO_AUTHENTICATED_USER = 'No authenticated user';

export interface ChatSocketOptions {
  /** Origin of the API ('' = this page's origin). */
  baseUrl: string;
  userId: number;
  /** A Firebase ID token; `forceRefresh` is always true here (SPEC §5). Rejects when nobody is signed in. */
  getToken: (forceRefresh: boolean) => Promise<string>;
  reconnect?: Partial<ReconnectPolicy>;
  /** How long a SEND waits for its RECEIPT before publishWithReceipt rejects (default RECEIPT_TIMEOUT_MS). */
  receiptTimeoutMs?: number;
  /** Protocol and socket errors are logged only in debug mode (SPEC §8). */
  debug?: boolean;
  random?: () => number;
  /** For tests: another socket (default SockJS with every transport it can fall back to). */
  webSocketFactory?: (url: string) => IStompSocket;
  logger?: Pick<Console, 'error' | 'warn' | 'debug'>;
}

/** What the connection keeps (SPEC §4): connected flag, attempts, last connect and disconnect times. */
export interface ChatSocketState {
  connected: boolean;
  attempts: number;
  lastConnectedAt: number | null;
  lastDisconnectedAt: number | null;
  /** Failed attempts since the last successful connect (drives the backoff). */
  failures: number;
  /** When the next attempt is due, while waiting to reconnect. */
  nextAttemptAt: number | null;
}


interface Route {
  handlers: Set<(body: unknown) => void>;
  stomp: StompSubscription | null;
}

let receiptCounter = 0;

export class ChatSocket implements ChatConnection {
  readonly state: ChatSocketState = {
    connected: false, attempts: 0, lastConnectedAt: null, lastDisconnectedAt: null, failures: 0, nextAttemptAt: null,
  };
  private readonly client: Client;
  private readonly policy: ReconnectPolicy;
  private readonly routes = new Map<string, Route>();
  private readonly statusListeners = new Set<(status: RealtimeStatus) => void>();
  private readonly receipts: PendingReceipts;
  private readonly log: Pick<Console, 'error' | 'warn' | 'debug'>;
  private running = false;
  private connecting = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: ChatSocketOptions) {
    this.policy = { ...DEFAULT_RECONNECT_POLICY, ...options.reconnect };
    this.log = options.logger ?? console;
    this.receipts = new PendingReceipts(options.receiptTimeoutMs ?? RECEIPT_TIMEOUT_MS);
    const url = `${options.baseUrl}${SOCKET_PATH}`;
    this.client = new Client({
      webSocketFactory: () => (options.webSocketFactory ?? ((u: string) => new SockJS(u) as unknown as IStompSocket))(url),
      heartbeatIncoming: HEARTBEAT_MS,
      heartbeatOutgoing: HEARTBEAT_MS,
      maxWebSocketChunkSize: MAX_CHUNK_SIZE,
      splitLargeFrames: true,
      // The loop below reconnects; stompjs's own loop cannot refresh the token or add jitter.
      reconnectDelay: 0,
      // A server that accepts the socket but never answers CONNECT is treated as a failed attempt.
      connectionTimeout: 15_000,
      debug: options.debug ? (msg) => this.log.debug(msg) : () => {},
    });
    this.client.onConnect = () => this.handleConnected();
    this.client.onStompError = (frame) => this.handleStompError(frame);
    this.client.onWebSocketClose = () => this.handleClosed();
    this.client.onWebSocketError = (evt) => {
      if (options.debug) this.log.error('Chat socket error:', evt);
    };
    // Every RECEIPT comes here (no per-frame watcher): one that arrives after its SEND timed out finds nothing waiting.
    this.client.onUnhandledReceipt = (frame) => {
      const id = frame.headers['receipt-id'];
      if (id) this.receipts.resolve(id);
    };
  }

  get userId(): number {
    return this.options.userId;
  }

  /** Opens the connection and keeps it open until stop(). */
  start(): void {
    if (this.running) return;
    this.running = true;
    void this.attempt();
  }

  /** Logout: closes the socket and stops reconnecting (SPEC §7 "Logout ... closes the websocket"). */
  async stop(): Promise<void> {
    this.running = false;
    this.clearTimer();
    this.receipts.rejectAll(new SendInterruptedError('Connection closed'));
    await this.client.deactivate();
    this.setConnected(false);
  }

  /** Reconnect at once (the browser came back online, or the user asked): skips the remaining backoff. */
  reconnectNow(): void {
    if (!this.running || this.state.connected || this.connecting) return;
    this.clearTimer();
    void this.attempt();
  }

  /**
   * Drops the transport without a DISCONNECT and lets the loop connect again (after the usual delay, with jitter):
   * for a connection that stays up but leaves SENDs unanswered. Waiting SENDs fail as interrupted.
   */
  reconnect(): void {
    if (!this.running || !this.state.connected) return;
    this.log.warn('Chat connection reconnects: the server did not acknowledge a message');
    this.client.forceDisconnect();
  }

  /** Drops the transport without a DISCONNECT (as a network failure would); the loop reconnects. */
  dropForTest(): void {
    this.client.forceDisconnect();
  }

  // RealtimeConnection

  subscribe(destination: string, onBody: (body: unknown) => void): () => void {
    let route = this.routes.get(destination);
    if (!route) {
      route = { handlers: new Set(), stomp: null };
      this.routes.set(destination, route);
      if (this.state.connected) this.openRoute(destination, route);
    }
    route.handlers.add(onBody);
    return () => {
      const current = this.routes.get(destination);
      if (!current?.handlers.delete(onBody) || current.handlers.size > 0) return;
      this.routes.delete(destination);
      if (this.state.connected) current.stomp?.unsubscribe();
    };
  }

  publish(destination: string, body: unknown, headers: Record<string, string> = {}): boolean {
    if (!this.state.connected) {
      this.log.error(`Cannot send to ${destination}: the chat connection is not open`);
      return false;
    }
    this.client.publish({ destination, body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
    return true;
  }

  /**
   * Publishes and resolves on the server's RECEIPT (sent after the database commit). Rejects with
   * SendRejectedError when the server refused this frame, SendInterruptedError when the connection dropped first,
   * SendUnacknowledgedError when neither came within the receipt timeout.
   */
  publishWithReceipt(destination: string, body: unknown, headers: Record<string, string> = {}): Promise<void> {
    if (!this.state.connected) return Promise.reject(new SendInterruptedError('Not connected'));
    const receipt = `r${++receiptCounter}-${Date.now().toString(36)}`;
    const acknowledged = this.receipts.wait(receipt);
    try {
      this.publish(destination, body, { ...headers, receipt });
    } catch (err) {
      // stompjs throws when its connection is already gone (the close event is on its way).
      this.receipts.reject(receipt, new SendInterruptedError(`Not sent: ${String(err)}`));
    }
    return acknowledged;
  }

  onStatusChange(listener: (status: RealtimeStatus) => void): () => void {
    this.statusListeners.add(listener);
    listener({ connected: this.state.connected });
    return () => this.statusListeners.delete(listener);
  }

  isConnected(): boolean {
    return this.state.connected;
  }

  // Connection loop

  private async attempt(): Promise<void> {
    if (!this.running || this.connecting) return;
    this.connecting = true;
    this.state.nextAttemptAt = null;
    this.state.attempts += 1;
    let token: string;
    try {
      token = await this.freshToken();
    } catch {
      this.connecting = false;
      this.scheduleRetry();
      return;
    }
    if (!this.running) {
      this.connecting = false;
      return;
    }
    this.client.connectHeaders = { Authorization: `Bearer ${token}` };
    // A previous attempt's client is inactive by now (its socket closed); activating opens a new socket.
    await this.client.deactivate();
    if (!this.running) {
      this.connecting = false;
      return;
    }
    this.client.activate();
  }

  private async freshToken(): Promise<string> {
    try {
      return await this.options.getToken(true);
    } catch (err) {
      const message = err instanceof Error && /not authenticated|no authenticated/i.test(err.message)
        ? NO_AUTHENTICATED_USER
        : `Getting a token for the chat connection failed: ${String(err)}`;
      this.log.error(message);
      throw err;
    }
  }

  private handleConnected(): void {
    this.connecting = false;
    this.state.failures = 0;
    this.state.lastConnectedAt = Date.now();
    // Refusals of the application come on the session's own error queue; the connection stays up.
    this.client.subscribe(ERRORS_DESTINATION, (message) => this.handleRefusal(message.body));
    for (const [destination, route] of this.routes) this.openRoute(destination, route);
    this.client.publish({
      destination: ADD_USER_DESTINATION,
      body: JSON.stringify({ senderId: this.options.userId }),
      headers: { 'content-type': 'application/json' },
    });
    this.setConnected(true);
  }

  private handleStompError(frame: IFrame): void {
    const message = frame.headers.message ?? frame.body;
    if (this.options.debug) this.log.error('Chat server error:', message);
    const receiptId = frame.headers['receipt-id'];
    if (receiptId) {
      // 'Internal server error' is the server's own failure: the same frame may succeed later.
      this.receipts.reject(receiptId, /internal server error|shutting down/i.test(message)
        ? new SendInterruptedError(message)
        : new SendRejectedError(message));
    }
  }

  private handleRefusal(raw: string): void {
    let body: RefusalBody;
    try {
      body = JSON.parse(raw) as RefusalBody;
    } catch {
      return;
    }
    const message = body.message ?? 'Refused by the server';
    if (this.options.debug) this.log.error('Chat server refused a frame:', message);
    if (!body.receiptId) return;
    this.receipts.reject(body.receiptId, body.status === 429
      ? new SendDeferredError(message, typeof body.retryAfterMs === 'number' ? body.retryAfterMs : 1000)
      : new SendRejectedError(message));
  }

  private handleClosed(): void {
    this.connecting = false;
    for (const route of this.routes.values()) route.stomp = null;
    this.receipts.rejectAll(new SendInterruptedError('Connection lost'));
    if (this.state.connected) this.state.lastDisconnectedAt = Date.now();
    this.setConnected(false);
    if (this.running) this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (!this.running || this.timer) return;
    this.state.failures += 1;
    const delay = reconnectDelay(this.state.failures, this.policy, this.options.random);
    this.state.nextAttemptAt = Date.now() + delay;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.attempt();
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.state.nextAttemptAt = null;
  }

  private openRoute(destination: string, route: Route): void {
    route.stomp = this.client.subscribe(destination, (message) => {
      let body: unknown;
      try {
        body = JSON.parse(message.body) as unknown;
      } catch {
        if (this.options.debug) this.log.error(`Unreadable message on ${destination}`);
        return;
      }
      for (const handler of [...route.handlers]) {
        try {
          handler(body);
        } catch (err) {
          this.log.error(`A handler of ${destination} failed:`, err);
        }
      }
    });
  }

  private setConnected(connected: boolean): void {
    if (this.state.connected === connected) return;
    this.state.connected = connected;
    for (const listener of [...this.statusListeners]) listener({ connected });
  }
}
