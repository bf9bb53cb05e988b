// A bare STOMP client over SockJS's raw websocket endpoint (/api/ws/websocket, no SockJS framing), for tests
// that need to send frames no well-behaved client library would.
import WebSocket from 'ws';
import { type Frame } from '../../src/realtime/stomp/frame';
import { FrameParser } from '../../src/realtime/stomp/frame-parser';

export class RawStompClient {
  readonly frames: Frame[] = [];
  /** EOL heart-beats received from the server. */
  heartBeats = 0;
  readonly closed: Promise<void>;
  private waiters: Array<() => void> = [];
  private readonly parser = new FrameParser(
    { onFrame: (f) => this.push(f), onHeartbeat: () => this.heartBeats++ },
    { maxFrameBytes: 1 << 20, maxHeaders: 64, maxHeaderLineBytes: 1 << 16 },
  );

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => this.parser.push(data));
    this.closed = new Promise((resolve) => ws.on('close', () => {
      resolve();
      this.wake();
    }));
  }

  static async open(baseUrl: string): Promise<RawStompClient> {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws/websocket`);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new RawStompClient(ws);
  }

  get isClosed(): boolean {
    return this.ws.readyState === WebSocket.CLOSED || this.ws.readyState === WebSocket.CLOSING;
  }

  send(data: string | Buffer): void {
    this.ws.send(data);
  }

  async connect(token: string, headers: Record<string, string> = {}): Promise<Frame> {
    this.send(`CONNECT\naccept-version:1.2\nheart-beat:0,0\nAuthorization:Bearer ${token}\n${
      Object.entries(headers).map(([k, v]) => `${k}:${v}\n`).join('')}\n\0`);
    return this.next();
  }

  /** The next frame (waits up to timeoutMs). */
  async next(timeoutMs = 5000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    while (this.frames.length === 0) {
      if (this.isClosed) throw new Error('connection closed before the next frame');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no frame in time');
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
    return this.frames.shift()!;
  }

  close(): void {
    this.ws.close();
  }

  /** Stops reading from the socket (the server's writes then pile up), as a stalled client does. */
  pause(): void {
    (this.ws as unknown as { _socket: { pause(): void } })._socket.pause();
  }

  resume(): void {
    (this.ws as unknown as { _socket: { resume(): void } })._socket.resume();
  }

  private push(frame: Frame): void {
    this.frames.push(frame);
    this.wake();
  }

  private wake(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }
}
