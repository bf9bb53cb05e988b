// Which socket carries the tab's STOMP connection. The server's SockJS mount also serves a plain WebSocket (no SockJS
// framing) at <prefix>/websocket, so a browser with WebSockets needs no SockJS client at all: the native socket is
// tried first, and sockjs-client (about 15 KB gzip, its own chunk) is downloaded only when that socket cannot open.
//
// The rule (docs/chat.md "Transport"): a native socket that closes before it opened (refused upgrade, a proxy that
// blocks WebSockets, stompjs's connection timeout while still opening) is a failure; after
// NATIVE_FAILURES_BEFORE_FALLBACK failures in a row (an opened socket resets the count) every later attempt uses
// SockJS, for the rest of the tab's session (remembered in sessionStorage, so a reload does not pay the failures
// again). A browser without WebSocket goes to SockJS at once.
import type { IStompSocket } from '@stomp/stompjs';
import { SOCKET_PATH } from 'shared-api/realtime-destinations';

export type TransportKind = 'native' | 'sockjs';

export const NATIVE_FAILURES_BEFORE_FALLBACK = 2;
/** sessionStorage key: 'sockjs' once this tab fell back. */
export const TRANSPORT_STORAGE_KEY = 'collabhub.chat-transport';

/** What the native socket must offer besides stompjs's interface: to observe its open and close. */
export type NativeSocket = IStompSocket & {
  addEventListener(type: 'open' | 'close', listener: () => void): void;
};

/** sockjs-client's constructor, as stompjs sees the socket it makes. */
export type SockJsConstructor = new (url: string) => IStompSocket;
export type SockJsLoader = () => Promise<SockJsConstructor>;

const loadSockJs: SockJsLoader = async () =>
  (await import(/* webpackChunkName: "sockjs-client" */ 'sockjs-client')).default as unknown as SockJsConstructor;

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

export interface SocketTransportOptions {
  /** Origin of the API ('' = this page's origin). */
  baseUrl: string;
  /** For tests: the native socket (default the browser's WebSocket; null = none available). */
  nativeSocket?: ((url: string) => NativeSocket) | null;
  /** For tests: how sockjs-client is downloaded. */
  loadSockJs?: SockJsLoader;
  /** For tests: where the fallback is remembered (default sessionStorage; null = nowhere). */
  storage?: SessionStore | null;
  logger?: Pick<Console, 'warn'>;
}

export class SocketTransport {
  private kindNow: TransportKind;
  private nativeFailures = 0;
  private SockJs: SockJsConstructor | null = null;
  /** The native socket of the current attempt; its close counts only while it is this one. */
  private current: NativeSocket | null = null;
  private readonly native: ((url: string) => NativeSocket) | null;
  private readonly storage: SessionStore | null;

  constructor(private readonly options: SocketTransportOptions) {
    this.native = options.nativeSocket === undefined ? browserWebSocket() : options.nativeSocket;
    this.storage = options.storage === undefined ? sessionStore() : options.storage;
    this.kindNow = !this.native || this.read() === 'sockjs' ? 'sockjs' : 'native';
  }

  /** The transport the next attempt uses. */
  get kind(): TransportKind {
    return this.kindNow;
  }

  /** SockJS's URL (http(s), its prefix) and the raw WebSocket endpoint under it (ws(s)). */
  get urls(): { sockjs: string; native: string } {
    const sockjs = `${this.options.baseUrl}${SOCKET_PATH}`;
    const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
    const native = new URL(`${sockjs}/websocket`, base);
    native.protocol = native.protocol === 'https:' ? 'wss:' : 'ws:';
    return { sockjs, native: native.href };
  }

  /** Before each connect attempt: downloads sockjs-client when this attempt needs it (once; rejects when offline). */
  async prepare(): Promise<void> {
    if (this.kindNow === 'sockjs' && !this.SockJs) this.SockJs = await (this.options.loadSockJs ?? loadSockJs)();
  }

  /** stompjs's webSocketFactory: a new socket of the current kind (after prepare()). */
  create(): IStompSocket {
    if (this.kindNow === 'sockjs' || !this.native) {
      if (!this.SockJs) throw new Error('sockjs-client is not loaded');
      return new this.SockJs(this.urls.sockjs);
    }
    const socket = this.native(this.urls.native);
    this.current = socket;
    let opened = false;
    socket.addEventListener('open', () => {
      opened = true;
      if (this.current === socket) this.nativeFailures = 0;
    });
    socket.addEventListener('close', () => {
      if (opened || this.current !== socket) return;
      this.current = null;
      this.nativeFailures += 1;
      if (this.nativeFailures >= NATIVE_FAILURES_BEFORE_FALLBACK) this.fallBack();
    });
    return socket;
  }

  /** The current socket is being closed on purpose (logout): its close says nothing about the network. */
  release(): void {
    this.current = null;
  }

  private fallBack(): void {
    if (this.kindNow === 'sockjs') return;
    this.kindNow = 'sockjs';
    this.options.logger?.warn(`The chat's WebSocket did not open ${this.nativeFailures} times: using SockJS from now on`);
    try {
      this.storage?.setItem(TRANSPORT_STORAGE_KEY, 'sockjs');
    } catch {
      // Storage may be full or disabled: the fallback then lasts as long as this page.
    }
  }

  private read(): string | null {
    try {
      return this.storage?.getItem(TRANSPORT_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  }
}

function browserWebSocket(): ((url: string) => NativeSocket) | null {
  return typeof WebSocket === 'function' ? (url) => new WebSocket(url) : null;
}

function sessionStore(): SessionStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Reading sessionStorage throws where storage is blocked.
    return null;
  }
}
