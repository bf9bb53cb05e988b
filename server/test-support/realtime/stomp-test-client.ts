// A real browser-style client from Node: @stomp/stompjs over sockjs-client, on a chosen SockJS transport.
import { Client, type IMessage } from '@stomp/stompjs';
import SockJS from 'sockjs-client';

export type SockjsTransport = 'websocket' | 'xhr-streaming' | 'xhr-polling';

export interface ChatClientOptions {
  baseUrl: string;
  token: string;
  transport: SockjsTransport;
  /** Reconnect delay in ms; 0 disables reconnecting. */
  reconnectDelay?: number;
}

export interface OpenedClient {
  client: Client;
  errors: string[];
  /** Resolves on the next CONNECTED (also after reconnects). */
  connected(): Promise<void>;
  /** Resolves when the server sends ERROR or the socket closes. */
  closed: Promise<void>;
}

export function chatClient(opts: ChatClientOptions): OpenedClient {
  const errors: string[] = [];
  let onConnected: (() => void) | null = null;
  let isConnected = false;
  let markClosed!: () => void;
  const closed = new Promise<void>((resolve) => (markClosed = resolve));
  const client = new Client({
    webSocketFactory: () => new SockJS(`${opts.baseUrl}/api/ws`, null, { transports: [opts.transport] }),
    connectHeaders: { Authorization: `Bearer ${opts.token}` },
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    reconnectDelay: opts.reconnectDelay ?? 0,
    debug: () => {},
  });
  client.onConnect = () => {
    isConnected = true;
    onConnected?.();
  };
  client.onStompError = (frame) => errors.push(frame.headers.message ?? frame.body);
  client.onWebSocketClose = () => {
    isConnected = false;
    markClosed();
  };
  client.activate();
  return {
    client,
    errors,
    closed,
    connected: () =>
      isConnected ? Promise.resolve() : new Promise<void>((resolve) => {
        onConnected = () => {
          onConnected = null;
          resolve();
        };
      }),
  };
}

/** Collects JSON bodies arriving on a destination. */
export function collect<T>(client: Client, destination: string, headers: Record<string, string> = {}) {
  const bodies: T[] = [];
  let waiter: (() => void) | null = null;
  const sub = client.subscribe(destination, (m: IMessage) => {
    bodies.push(JSON.parse(m.body) as T);
    waiter?.();
  }, headers);
  return {
    bodies,
    sub,
    async waitFor(count: number, timeoutMs = 10_000): Promise<T[]> {
      const deadline = Date.now() + timeoutMs;
      while (bodies.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} messages on ${destination}, got ${bodies.length}`);
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, left);
          waiter = () => {
            clearTimeout(t);
            waiter = null;
            resolve();
          };
        });
      }
      return bodies;
    },
  };
}

/** Publishes and waits for the server's RECEIPT. */
export function publishWithReceipt(client: Client, destination: string, body: unknown, headers: Record<string, string> = {}) {
  const receipt = `r-${Math.random().toString(36).slice(2)}`;
  return new Promise<void>((resolve) => {
    client.watchForReceipt(receipt, () => resolve());
    client.publish({ destination, body: JSON.stringify(body), headers: { ...headers, receipt } });
  });
}
