// One STOMP connection: protocol state, authentication at CONNECT, subscriptions, SEND handling, heart-beats.
// Frames of one connection are processed strictly in order (a SEND's RECEIPT is written only after its commit,
// and a DISCONNECT waits for the SENDs before it), so a client's messages keep their order.
import { type ChatMessage, type ChatPort, ChatInputError } from './chat-port';
import { ADD_USER_DESTINATION, type QueueKind, SEND_MESSAGE_DESTINATION, ownQueue } from './destinations';
import { type RealtimeOptions } from './realtime-options';
import { type Frame, type Headers, type ServerCommand, type StompVersion, SUPPORTED_VERSIONS, StompSyntaxError } from './stomp/frame';
import { FrameParser } from './stomp/frame-parser';
import { serializeFrame } from './stomp/frame-writer';
import { negotiateHeartBeat, parseHeartBeat } from './stomp/heart-beat';
import { parseChatSend } from './chat-send';

export interface StompTransport {
  write(data: string): void;
  close(): void;
}

/** What a session needs from the server that owns it. */
export interface SessionHost {
  readonly port: ChatPort;
  readonly options: RealtimeOptions;
  readonly serverName: string;
  /** Called once the session is authenticated and again when it closes. */
  attach(session: StompSession): void;
  detach(session: StompSession): void;
  /** Runs a send so that the resulting delivery knows which session it came from. */
  asOrigin<T>(session: StompSession, fn: () => Promise<T>): Promise<T>;
  markOnline(session: StompSession): void;
  /** Other SENDs (typing signals): true when handled; throws ChatInputError to refuse. */
  handleSignal?(session: StompSession, destination: string, body: Buffer): Promise<boolean>;
  log(level: 'debug' | 'warn' | 'error', msg: string, err?: unknown): void;
}

export interface Subscription {
  id: string;
  destination: string;
  kind: QueueKind;
}

let nextSessionId = 1;

class FatalFrameError extends Error {}

export class StompSession {
  readonly id = `s${nextSessionId++}`;
  userId: number | null = null;
  version: StompVersion = '1.2';
  readonly subscriptions = new Map<string, Subscription>();
  private state: 'connecting' | 'connected' | 'closed' = 'connecting';
  private readonly parser: FrameParser;
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;
  private closing = false;
  private lastReceived = Date.now();
  private lastSent = Date.now();
  private timers: NodeJS.Timeout[] = [];
  private messageCounter = 0;

  constructor(
    private readonly transport: StompTransport,
    private readonly host: SessionHost,
  ) {
    this.parser = new FrameParser({ onFrame: (f) => this.enqueue(f) }, host.options.parser);
    const connectTimer = setTimeout(() => {
      if (this.state === 'connecting') this.fail('CONNECT not received in time');
    }, host.options.connectTimeoutMs);
    connectTimer.unref();
    this.timers.push(connectTimer);
  }

  get isConnected(): boolean {
    return this.state === 'connected' && !this.closing;
  }

  /** Bytes from the transport. Never throws: a protocol error ends in ERROR + close. */
  receive(data: string): void {
    if (this.state === 'closed' || this.closing) return;
    this.lastReceived = Date.now();
    try {
      this.parser.push(data);
    } catch (err) {
      this.fail(err instanceof StompSyntaxError ? err.message : 'Malformed frame');
    }
  }

  /** The transport closed (client went away, or we closed it). */
  transportClosed(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    for (const t of this.timers) clearTimeout(t);
    this.timers = [];
    this.host.detach(this);
  }

  /** Delivers a committed chat message to every matching subscription of this session. */
  deliver(kind: QueueKind, body: string, extra: Headers = {}): void {
    if (!this.isConnected) return;
    for (const sub of this.subscriptions.values()) {
      if (sub.kind !== kind) continue;
      this.write('MESSAGE', {
        destination: sub.destination,
        'message-id': `${this.id}-${++this.messageCounter}`,
        subscription: sub.id,
        'content-type': 'application/json',
        ...extra,
      }, body);
    }
  }

  deliverMessage(message: ChatMessage): void {
    this.deliver('messages', JSON.stringify(message), { 'x-sequence': String(message.sequence) });
  }

  /** Server shutdown: tell the client and close. */
  shutdown(): void {
    if (this.state === 'closed') return;
    this.fail('Server shutting down');
  }

  private enqueue(frame: Frame): void {
    if (this.closing) return;
    if (++this.pending > this.host.options.maxPendingFrames) {
      this.fail('Too many frames in flight');
      return;
    }
    this.queue = this.queue.then(async () => {
      this.pending--;
      if (this.closing) return;
      // A peer that sent and then went away still gets its received SENDs committed (it will resend them,
      // and the resend finds the original); anything else of a closed session is moot.
      if (this.state === 'closed' && (frame.command !== 'SEND' || this.userId === null)) return;
      try {
        await this.handle(frame);
      } catch (err) {
        if (err instanceof FatalFrameError) this.fail(err.message, frame.headers.receipt);
        else {
          this.host.log('error', 'STOMP frame handling failed', err);
          this.fail('Internal server error', frame.headers.receipt);
        }
      }
    });
  }

  private async handle(frame: Frame): Promise<void> {
    if (this.state === 'connecting') {
      if (frame.command !== 'CONNECT' && frame.command !== 'STOMP') throw new FatalFrameError('Not connected');
      await this.connect(frame);
      return;
    }
    switch (frame.command) {
      case 'SEND':
        await this.send(frame);
        break;
      case 'SUBSCRIBE':
        this.subscribe(frame);
        break;
      case 'UNSUBSCRIBE':
        this.unsubscribe(frame);
        break;
      case 'DISCONNECT':
        this.receipt(frame);
        this.close();
        return;
      case 'ACK':
      case 'NACK':
        // Delivery is at-most-once on the socket; clients catch up from the database by sequence.
        break;
      case 'CONNECT':
      case 'STOMP':
        throw new FatalFrameError('Already connected');
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        throw new FatalFrameError('Transactions are not supported');
      default:
        throw new FatalFrameError(`Unexpected ${frame.command} frame`);
    }
    this.receipt(frame);
  }

  private async connect(frame: Frame): Promise<void> {
    const version = chooseVersion(frame.headers['accept-version']);
    if (!version) {
      this.fail('Supported protocol versions are 1.0 1.1 1.2', undefined, { version: SUPPORTED_VERSIONS.join(',') });
      return;
    }
    this.version = version;
    this.parser.version = version;
    const clientBeat = parseHeartBeat(frame.headers['heart-beat']);
    if (!clientBeat) throw new FatalFrameError('Invalid heart-beat header');

    const token = bearerToken(frame.headers.Authorization ?? frame.headers.authorization);
    if (!token) throw new FatalFrameError('Authorization header with a Bearer token is required');
    let identity: { userId: number } | null;
    try {
      identity = await this.host.port.authenticate(token);
    } catch (err) {
      if (err instanceof ChatInputError) throw new FatalFrameError(err.message);
      throw err;
    }
    if (this.state === 'closed') return;
    if (!identity) throw new FatalFrameError('Invalid or expired token');

    this.userId = identity.userId;
    this.state = 'connected';
    const [sx, sy] = this.host.options.heartBeat;
    const beat = negotiateHeartBeat(clientBeat, [sx, sy]);
    const headers: Headers = { version, 'heart-beat': `${sx},${sy}`, server: this.host.serverName, session: this.id };
    if (version === '1.0') delete headers['heart-beat'];
    this.write('CONNECTED', headers);
    this.startHeartBeats(beat.outgoingMs, beat.incomingMs);
    this.host.attach(this);
  }

  private startHeartBeats(outgoingMs: number, incomingMs: number): void {
    if (outgoingMs > 0) {
      const t = setInterval(() => {
        if (Date.now() - this.lastSent >= outgoingMs / 2) this.writeRaw('\n');
      }, outgoingMs);
      t.unref();
      this.timers.push(t);
    }
    if (incomingMs > 0) {
      // The peer's clock starts at CONNECTED, not at its CONNECT (token verification may take a while).
      this.lastReceived = Date.now();
      const limit = incomingMs * this.host.options.heartBeatTolerance;
      const t = setInterval(() => {
        if (Date.now() - this.lastReceived > limit) this.fail('Heart-beat timeout');
      }, Math.min(incomingMs, 1000));
      t.unref();
      this.timers.push(t);
    }
  }

  private subscribe(frame: Frame): void {
    const destination = frame.headers.destination;
    if (!destination) throw new FatalFrameError('SUBSCRIBE needs a destination header');
    // STOMP 1.0 made the id optional; the destination then names the subscription.
    const id = frame.headers.id ?? (this.version === '1.0' ? destination : undefined);
    if (!id) throw new FatalFrameError('SUBSCRIBE needs an id header');
    const kind = ownQueue(destination, this.userId!);
    if (!kind) throw new FatalFrameError(`Not allowed to subscribe to ${destination}`);
    if (this.subscriptions.has(id)) throw new FatalFrameError(`Subscription id ${id} is already in use`);
    if (this.subscriptions.size >= this.host.options.maxSubscriptions) throw new FatalFrameError('Too many subscriptions');
    this.subscriptions.set(id, { id, destination, kind });
  }

  private unsubscribe(frame: Frame): void {
    const id = frame.headers.id ?? (this.version === '1.0' ? frame.headers.destination : undefined);
    if (!id) throw new FatalFrameError('UNSUBSCRIBE needs an id header');
    this.subscriptions.delete(id);
  }

  private async send(frame: Frame): Promise<void> {
    const destination = frame.headers.destination;
    if (destination === SEND_MESSAGE_DESTINATION) {
      const input = parseChatSend(frame, this.userId!, this.host.options.maxContentChars);
      if ('error' in input) throw new FatalFrameError(input.error);
      try {
        await this.host.asOrigin(this, () => this.host.port.sendMessage(input));
      } catch (err) {
        if (err instanceof ChatInputError) throw new FatalFrameError(err.message);
        throw err;
      }
      return;
    }
    if (destination === ADD_USER_DESTINATION) {
      const senderId = parseSenderId(frame.body);
      if (senderId !== this.userId) throw new FatalFrameError('senderId must be the connected user');
      this.host.markOnline(this);
      return;
    }
    if (destination && this.host.handleSignal) {
      try {
        if (await this.host.handleSignal(this, destination, frame.body)) return;
      } catch (err) {
        if (err instanceof ChatInputError) throw new FatalFrameError(err.message);
        throw err;
      }
    }
    throw new FatalFrameError(destination ? `Unknown destination ${destination}` : 'SEND needs a destination header');
  }

  private receipt(frame: Frame): void {
    const receipt = frame.headers.receipt;
    if (receipt !== undefined && this.state === 'connected') this.write('RECEIPT', { 'receipt-id': receipt });
  }

  /** ERROR, then close: STOMP's only way to refuse a frame. */
  private fail(message: string, receiptId?: string, extra: Headers = {}): void {
    if (this.closing || this.state === 'closed') return;
    this.host.log('debug', `STOMP session ${this.id} error: ${message}`);
    const headers: Headers = { message, 'content-type': 'text/plain', ...extra };
    if (receiptId !== undefined) headers['receipt-id'] = receiptId;
    this.write('ERROR', headers, message);
    this.close();
  }

  private close(): void {
    if (this.closing) return;
    this.closing = true;
    this.transport.close();
  }

  private write(command: ServerCommand, headers: Headers, body = ''): void {
    this.writeRaw(serializeFrame(command, headers, body, this.version));
  }

  private writeRaw(data: string): void {
    if (this.state === 'closed') return;
    this.lastSent = Date.now();
    this.transport.write(data);
  }
}

function chooseVersion(acceptVersion: string | undefined): StompVersion | null {
  if (acceptVersion === undefined) return '1.0';
  const offered = acceptVersion.split(',').map((v) => v.trim());
  return SUPPORTED_VERSIONS.find((v) => offered.includes(v)) ?? null;
}

function bearerToken(header: string | undefined): string | null {
  const m = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1]! : null;
}

function parseSenderId(body: Buffer): number | null {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const senderId = Number((parsed as { senderId?: unknown }).senderId);
    return Number.isSafeInteger(senderId) ? senderId : null;
  } catch {
    return null;
  }
}
