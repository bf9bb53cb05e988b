// A bare SockJS websocket-transport client (/api/ws/{server}/{session}/websocket, SockJS framing: "o", "a[...]",
// "h", "c[...]"), for tests that send batches and frames no well-behaved client library would.
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';

export class SockjsSocket {
  /** Every STOMP-level message received (the items of "a[...]" frames), in order. */
  readonly messages: string[] = [];
  closeFrame: [number, string] | null = null;
  closeCode: number | null = null;
  readonly closed: Promise<void>;
  private waiters: Array<() => void> = [];

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      if (text.startsWith('a')) this.messages.push(...(JSON.parse(text.slice(1)) as string[]));
      else if (text.startsWith('c')) this.closeFrame = JSON.parse(text.slice(1)) as [number, string];
      this.wake();
    });
    ws.on('error', () => {});
    this.closed = new Promise((resolve) => ws.on('close', (code) => {
      this.closeCode = code;
      resolve();
      this.wake();
    }));
  }

  /** Opens the websocket transport and waits for SockJS's open frame "o". */
  static async open(baseUrl: string): Promise<SockjsSocket> {
    const session = randomBytes(6).toString('hex');
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws/000/${session}/websocket`);
    const socket = new SockjsSocket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('message', (data: Buffer) => (data.toString() === 'o' ? resolve() : reject(new Error(`expected "o", got ${String(data)}`))));
      ws.once('error', reject);
      ws.once('close', () => reject(new Error('closed before open')));
    });
    return socket;
  }

  get isClosed(): boolean {
    return this.ws.readyState === WebSocket.CLOSED || this.ws.readyState === WebSocket.CLOSING;
  }

  /** Sends one raw websocket message (normally a JSON array of strings). */
  sendRaw(data: string | Buffer): void {
    this.ws.send(data);
  }

  /** Sends these STOMP chunks as one SockJS batch. */
  sendBatch(items: string[]): void {
    this.ws.send(JSON.stringify(items));
  }

  /** Waits until a received message matches, or the connection closes, or the time is up. */
  async waitFor(match: (message: string) => boolean, timeoutMs = 5000): Promise<string | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(match);
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (this.isClosed || left <= 0) return null;
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.ws.close();
  }

  /** Cuts the TCP connection without a closing handshake. */
  terminate(): void {
    this.ws.terminate();
  }

  private wake(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }
}
