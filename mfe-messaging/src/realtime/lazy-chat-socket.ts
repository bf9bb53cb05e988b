// The tab's chat connection with its socket client loaded later. @stomp/stompjs and sockjs-client (about 27 KB
// gzip) are not needed to draw a page: the unread badge counts from the REST conversations, and live updates may
// start a moment after the first render. So the client is downloaded once the browser is idle after start(), and
// everything subscribed before then is attached when it arrives. Until then the connection reports itself closed,
// exactly as a socket that is still connecting would.
import type { ChatSocket, ChatSocketOptions } from './chat-socket';
import type { ChatConnection, RealtimeStatus } from './realtime-connection';
import { DEFAULT_RECONNECT_POLICY, reconnectDelay } from './reconnect-backoff';
import { SendInterruptedError } from './send-errors';

/** Downloads the socket client (its own chunk). */
export type ChatSocketLoader = () => Promise<{ ChatSocket: typeof ChatSocket }>;
/** Runs a task later; returns a cancel. */
export type Scheduler = (task: () => void) => () => void;

const loadChatSocket: ChatSocketLoader = () => import(/* webpackChunkName: "chat-socket" */ './chat-socket');

/** The longest the download waits for an idle moment. */
export const IDLE_TIMEOUT_MS = 2_000;

/** When the browser has nothing else to do (first render, the page's data), at the latest after IDLE_TIMEOUT_MS. */
export const whenIdle: Scheduler = (task) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
};

export interface LazyChatSocketOptions extends ChatSocketOptions {
  /** For tests: another loader or scheduler. */
  load?: ChatSocketLoader;
  schedule?: Scheduler;
}

interface Subscription {
  destination: string;
  onBody: (body: unknown) => void;
  detach: (() => void) | null;
}

export class LazyChatSocket implements ChatConnection {
  private socket: ChatSocket | null = null;
  private readonly subscriptions = new Set<Subscription>();
  private readonly statusListeners = new Set<(status: RealtimeStatus) => void>();
  private readonly log: Pick<Console, 'error'>;
  private running = false;
  private loading = false;
  private loadFailures = 0;
  private cancelPending: (() => void) | null = null;

  constructor(private readonly options: LazyChatSocketOptions) {
    this.log = options.logger ?? console;
  }

  get userId(): number {
    return this.options.userId;
  }

  /** The socket client, once downloaded (null before). */
  get loaded(): ChatSocket | null {
    return this.socket;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    if (this.socket) this.socket.start();
    else this.scheduleLoad(this.options.schedule ?? whenIdle);
  }

  async stop(): Promise<void> {
    this.running = false;
    this.cancelPending?.();
    this.cancelPending = null;
    await this.socket?.stop();
  }

  /** Back online: reconnect at once, or retry a download that failed (offline) without waiting. */
  reconnectNow(): void {
    if (!this.running) return;
    if (this.socket) this.socket.reconnectNow();
    else if (!this.loading) {
      this.cancelPending?.();
      this.cancelPending = null;
      void this.load();
    }
  }

  reconnect(): void {
    this.socket?.reconnect();
  }

  subscribe(destination: string, onBody: (body: unknown) => void): () => void {
    const entry: Subscription = { destination, onBody, detach: this.socket?.subscribe(destination, onBody) ?? null };
    this.subscriptions.add(entry);
    return () => {
      if (!this.subscriptions.delete(entry)) return;
      entry.detach?.();
    };
  }

  publish(destination: string, body: unknown, headers?: Record<string, string>): boolean {
    if (this.socket) return this.socket.publish(destination, body, headers);
    this.log.error(`Cannot send to ${destination}: the chat connection is not open`);
    return false;
  }

  publishWithReceipt(destination: string, body: unknown, headers?: Record<string, string>): Promise<void> {
    return this.socket
      ? this.socket.publishWithReceipt(destination, body, headers)
      : Promise.reject(new SendInterruptedError('Not connected'));
  }

  onStatusChange(listener: (status: RealtimeStatus) => void): () => void {
    this.statusListeners.add(listener);
    listener({ connected: this.isConnected() });
    return () => this.statusListeners.delete(listener);
  }

  isConnected(): boolean {
    return this.socket?.isConnected() ?? false;
  }

  private scheduleLoad(schedule: Scheduler): void {
    this.cancelPending = schedule(() => {
      this.cancelPending = null;
      void this.load();
    });
  }

  private async load(): Promise<void> {
    if (this.socket || this.loading || !this.running) return;
    this.loading = true;
    let SocketClass: typeof ChatSocket;
    try {
      ({ ChatSocket: SocketClass } = await (this.options.load ?? loadChatSocket)());
    } catch (err) {
      this.loading = false;
      this.loadFailures += 1;
      this.log.error('The chat connection could not be loaded:', err);
      // Retried like a dropped socket (and at once when the browser comes back online).
      const delay = reconnectDelay(this.loadFailures, { ...DEFAULT_RECONNECT_POLICY, ...this.options.reconnect }, this.options.random);
      if (this.running) this.scheduleLoad((task) => {
        const timer = setTimeout(task, delay);
        return () => clearTimeout(timer);
      });
      return;
    }
    this.loading = false;
    if (!this.running || this.socket) return;
    const { load: _load, schedule: _schedule, ...socketOptions } = this.options;
    const socket = new SocketClass(socketOptions);
    this.socket = socket;
    for (const entry of this.subscriptions) entry.detach = socket.subscribe(entry.destination, entry.onBody);
    // The socket reports its current status (closed) at once; listeners already know that, so skip it.
    let initial = true;
    socket.onStatusChange((status) => {
      if (initial) return;
      for (const listener of [...this.statusListeners]) listener(status);
    });
    initial = false;
    socket.start();
  }
}
