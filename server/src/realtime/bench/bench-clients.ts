// Benchmark clients: raw STOMP over SockJS's websocket endpoint (the server path is the same as for a browser
// on the websocket transport, without a client library's overhead in the measurement), and bare `ws` clients
// for the echo baseline.
import WebSocket from 'ws';
import { FrameParser } from '../stomp/frame-parser';
import { serializeFrame } from '../stomp/frame-writer';

export interface BenchClient {
  /** Sends one message with this id to the given user (or to itself for the echo baseline). */
  send(recipientId: number, messageId: string, content?: string): void;
  close(): void;
}

export type OnDelivery = (messageId: string) => void;

function openSocket(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

export async function openStompClient(baseUrl: string, user: { id: number; token: string }, onDelivery: OnDelivery): Promise<BenchClient> {
  const ws = await openSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws/websocket`);
  let connected!: () => void;
  let failed!: (err: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    connected = resolve;
    failed = reject;
  });
  const parser = new FrameParser({
    onFrame: (frame) => {
      if (frame.command === 'CONNECTED') connected();
      else if (frame.command === 'ERROR') failed(new Error(frame.headers.message ?? 'STOMP ERROR'));
      else if (frame.command === 'MESSAGE') {
        const body = JSON.parse(frame.body.toString('utf8')) as { clientMessageId: string | null };
        if (body.clientMessageId) onDelivery(body.clientMessageId);
      }
    },
  });
  ws.on('message', (data: Buffer) => parser.push(data));
  ws.send(serializeFrame('CONNECT', { 'accept-version': '1.2', 'heart-beat': '10000,10000', Authorization: `Bearer ${user.token}` }));
  await ready;
  ws.send(serializeFrame('SUBSCRIBE', { id: 'sub-0', destination: `/user/${user.id}/queue/messages` }));
  // The client promised a heart-beat every 10 s.
  const beat = setInterval(() => ws.send('\n'), 10_000);
  return {
    send(recipientId, messageId, content = `benchmark message ${messageId}`) {
      const body = JSON.stringify({ senderId: user.id, recipientId, content, clientMessageId: messageId });
      ws.send(serializeFrame('SEND', { destination: '/app/chat.sendMessage', 'content-type': 'application/json' }, body));
    },
    close() {
      clearInterval(beat);
      ws.close();
    },
  };
}

export async function openEchoClient(baseUrl: string, onDelivery: OnDelivery): Promise<BenchClient> {
  const ws = await openSocket(baseUrl.replace(/^http/, 'ws'));
  ws.on('message', (data: Buffer) => onDelivery((JSON.parse(data.toString('utf8')) as { id: string }).id));
  return {
    send(recipientId, messageId) {
      ws.send(JSON.stringify({ id: messageId, recipientId, content: `benchmark message ${messageId}` }));
    },
    close() {
      ws.close();
    },
  };
}

/** Opens `count` clients, `concurrency` at a time. */
export async function openMany<T>(count: number, concurrency: number, open: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, async () => {
    while (next < count) {
      const i = next++;
      out[i] = await open(i);
    }
  }));
  return out;
}
