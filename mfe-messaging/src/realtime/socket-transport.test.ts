/**
 * @jest-environment node
 */
// The choice of socket: the native WebSocket to /api/ws/websocket first; sockjs-client downloaded only after the
// native socket failed to open twice in a row (remembered for the tab), or at once without WebSocket support.
import type { IStompSocket } from '@stomp/stompjs';
import {
  NATIVE_FAILURES_BEFORE_FALLBACK, type NativeSocket, type SockJsConstructor, SocketTransport, TRANSPORT_STORAGE_KEY,
} from './socket-transport';

/** A native socket the test opens or closes by hand. */
class FakeNative {
  readonly listeners: Record<'open' | 'close', Array<() => void>> = { open: [], close: [] };
  constructor(readonly url: string) {}
  addEventListener(type: 'open' | 'close', listener: () => void): void {
    this.listeners[type].push(listener);
  }
  open(): void {
    for (const l of this.listeners.open) l();
  }
  close(): void {
    for (const l of this.listeners.close) l();
  }
}

class FakeSockJs {
  constructor(readonly url: string) {}
}

function harness(opts: { storage?: Map<string, string>; native?: boolean; baseUrl?: string } = {}) {
  const natives: FakeNative[] = [];
  const store = opts.storage ?? new Map<string, string>();
  const loads: number[] = [];
  const transport = new SocketTransport({
    baseUrl: opts.baseUrl ?? 'http://api.test:8080',
    nativeSocket: opts.native === false ? null : (url) => {
      const s = new FakeNative(url);
      natives.push(s);
      return s as unknown as NativeSocket;
    },
    loadSockJs: async () => {
      loads.push(1);
      return FakeSockJs as unknown as SockJsConstructor;
    },
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
  });
  return { transport, natives, loads, store };
}

const urlOf = (s: IStompSocket) => (s as unknown as { url: string }).url;

it('opens a native WebSocket to the raw endpoint first and never downloads sockjs-client while it works', async () => {
  const { transport, natives, loads } = harness();
  expect(transport.kind).toBe('native');
  for (let i = 0; i < 3; i++) {
    await transport.prepare();
    const socket = transport.create();
    expect(socket).toBeInstanceOf(FakeNative);
    natives[i]!.open();
    natives[i]!.close(); // a drop after it opened says nothing about the network path
  }
  expect(natives.map((s) => s.url)).toEqual(Array(3).fill('ws://api.test:8080/api/ws/websocket'));
  expect(transport.kind).toBe('native');
  expect(loads).toEqual([]);
});

it('uses wss for an https API', () => {
  expect(harness({ baseUrl: 'https://collabhub.example' }).transport.urls).toEqual({
    sockjs: 'https://collabhub.example/api/ws', native: 'wss://collabhub.example/api/ws/websocket',
  });
});

it(`falls back to SockJS after ${NATIVE_FAILURES_BEFORE_FALLBACK} native sockets in a row closed before opening, for the rest of the tab`, async () => {
  const { transport, natives, loads, store } = harness();
  transport.create();
  natives[0]!.close();
  expect(transport.kind).toBe('native');
  await transport.prepare();
  expect(loads).toEqual([]);
  transport.create();
  natives[1]!.close();
  expect(transport.kind).toBe('sockjs');
  expect(store.get(TRANSPORT_STORAGE_KEY)).toBe('sockjs');

  await transport.prepare();
  const socket = transport.create();
  expect(socket).toBeInstanceOf(FakeSockJs);
  expect(urlOf(socket)).toBe('http://api.test:8080/api/ws');
  await transport.prepare();
  transport.create();
  expect(loads).toHaveLength(1);
  expect(natives).toHaveLength(2);

  // A later page of the same tab starts with SockJS.
  const next = harness({ storage: store });
  expect(next.transport.kind).toBe('sockjs');
  await next.transport.prepare();
  expect(next.transport.create()).toBeInstanceOf(FakeSockJs);
  expect(next.natives).toEqual([]);
});

it('counts failures in a row only: a native socket that opened resets the count', () => {
  const { transport, natives } = harness();
  transport.create();
  natives[0]!.close();
  transport.create();
  natives[1]!.open();
  natives[1]!.close();
  transport.create();
  natives[2]!.close();
  expect(transport.kind).toBe('native');
});

it('does not count a socket closed on purpose before it opened (logout while connecting)', () => {
  const { transport, natives } = harness();
  for (let i = 0; i < NATIVE_FAILURES_BEFORE_FALLBACK; i++) {
    transport.create();
    transport.release();
    natives[i]!.close();
  }
  expect(transport.kind).toBe('native');
});

it('goes to SockJS at once where there is no WebSocket', async () => {
  const { transport, loads } = harness({ native: false });
  expect(transport.kind).toBe('sockjs');
  expect(() => transport.create()).toThrow('not loaded');
  await transport.prepare();
  expect(transport.create()).toBeInstanceOf(FakeSockJs);
  expect(loads).toHaveLength(1);
});
