// One STOMP connection, the protocol only: state, authentication at CONNECT, subscriptions, acknowledgements,
// transactions, receipts, heart-beats. What a SEND does is the chat router's business (chat-router.ts).
// Two kinds of refusal: a protocol fault (a malformed frame, a frame out of place) is answered with ERROR and the
// connection closes, as STOMP 1.2 requires; a SEND the application refuses (over budget, Invite Only, invalid
// content) is answered on the session's own error queue, /user/queue/errors (as Spring's STOMP support does),
// correlated by the SEND's receipt id, and the session stays open.
// Frames of one connection are processed strictly in order (a SEND's RECEIPT is written only after its commit,
// and a DISCONNECT waits for the SENDs before it), so a client's messages keep their order.
import type { ChatMessage } from 'shared-api';
import { HttpError } from '../errors';
import { clientErrorMessage } from './chat-errors';
import { type ChatPort } from './chat-port';
import { type ChatRouter, type HeldSend, SendDeferred } from './chat-router';
import { type QueueKind, ownQueue } from 'shared-api';
import { type RealtimeOptions } from './realtime-options';
import { type Frame, type Headers, type ServerCommand, type StompVersion, SUPPORTED_VERSIONS, StompSyntaxError } from './stomp/frame';
import { FrameParser } from './stomp/frame-parser';
import { serializeFrame } from './stomp/frame-writer';
import { negotiateHeartBeat, parseHeartBeat } from './stomp/heart-beat';

export interface StompTransport {
  write(data: string): void;
  /** Closes after what was written (called outside the transport's message handling). */
  close(): void;
  /** Output written but not yet taken by the peer. */
  bufferedBytes(): number;
  /** Drops the connection and whatever is still queued for it. */
  terminate(): void;
}

/** What a session needs from the server that owns it. */
export interface SessionHost {
  /** Authentication at CONNECT. */
  readonly port: Pick<ChatPort, 'authenticate'>;
  /** Where SENDs go. */
  readonly router: ChatRouter;
  readonly options: RealtimeOptions;
  readonly serverName: string;
  /** Called once the session is authenticated and again when it closes. */
  attach(session: StompSession): void;
  detach(session: StompSession): void;
  log(level: 'debug' | 'warn' | 'error', msg: string, err?: unknown): void;
  /** Operational events, for metrics: an ERROR sent (with its message), a slow consumer dropped, a send deferred. */
  count?(event: 'stomp-error' | 'slow-consumer' | 'send-deferred', detail?: string): void;
}

export type AckMode = 'auto' | 'client' | 'client-individual';
const ACK_MODES: readonly AckMode[] = ['auto', 'client', 'client-individual'];

export interface Subscription {
  id: string;
  destination: string;
  kind: QueueKind;
  ack: AckMode;
}

/** A frame held by an open transaction until its COMMIT, with what was checked when it arrived. */
type HeldFrame = { kind: 'send'; send: HeldSend } | { kind: 'ack'; frame: Frame };

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
  /** Delivered and not yet acknowledged (client / client-individual subscriptions), in delivery order. */
  private readonly unacked = new Map<string, string>();
  private readonly transactions = new Map<string, HeldFrame[]>();

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

  /** Output written to this session's peer that it has not taken yet. */
  bufferedBytes(): number {
    return this.state === 'closed' ? 0 : this.transport.bufferedBytes();
  }

  get isConnected(): boolean {
    return this.state === 'connected' && !this.closing;
  }

  /** Input from the transport: text, or bytes of a binary WebSocket frame. Never throws: a protocol error ends in ERROR + close. */
  receive(data: unknown): void {
    if (this.state === 'closed' || this.closing) return;
    this.lastReceived = Date.now();
    // STOMP 1.2 may travel in text or binary WebSocket frames (the parser reads bytes either way); a SockJS batch
    // may carry numbers, objects or null as items, which are no STOMP at all.
    if (typeof data !== 'string' && !(data instanceof Uint8Array)) {
      this.fail('Malformed frame: transport messages must be text or binary frames');
      return;
    }
    try {
      this.parser.push(typeof data === 'string' ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength));
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
    // Transactions not committed by now never will be.
    this.transactions.clear();
    this.host.detach(this);
  }

  /**
   * Delivers a committed chat message to every matching subscription of this session. A peer that does not read
   * what it is sent is dropped once its backlog passes the limit (it catches up from the database on reconnect),
   * so one paused client cannot grow the server's memory without bound.
   */
  deliver(kind: QueueKind, body: string, extra: Headers = {}): void {
    if (!this.isConnected) return;
    for (const sub of this.subscriptions.values()) {
      if (sub.kind !== kind) continue;
      if (this.transport.bufferedBytes() > this.host.options.maxOutboundBytes) {
        this.dropSlowConsumer();
        return;
      }
      const messageId = `${this.id}-${++this.messageCounter}`;
      const headers: Headers = { destination: sub.destination, 'message-id': messageId, subscription: sub.id, 'content-type': 'application/json', ...extra };
      if (sub.ack !== 'auto') {
        if (this.unacked.size >= this.host.options.maxUnacknowledged) {
          this.fail(`More than ${this.host.options.maxUnacknowledged} messages not acknowledged`);
          return;
        }
        this.unacked.set(messageId, sub.id);
        // STOMP 1.2 names the ACK id in an ack header; 1.0 and 1.1 clients acknowledge by message-id.
        if (this.version === '1.2') headers.ack = messageId;
      }
      this.write('MESSAGE', headers, body);
    }
  }

  /** An unexpected failure while handling this session's input: tell the client and close. */
  abort(): void {
    if (this.state === 'closed') return;
    try {
      this.fail('Internal server error');
    } catch {
      this.closing = true;
      this.transport.close();
    }
  }

  private dropSlowConsumer(): void {
    this.host.log('warn', `STOMP session ${this.id} dropped: its peer is not reading (backlog over ${this.host.options.maxOutboundBytes} bytes)`);
    this.host.count?.('slow-consumer');
    this.closing = true;
    this.transport.terminate();
  }

  /** Resolves once the frames this session already started on are done (a SEND being committed commits). */
  settled(): Promise<void> {
    return this.queue;
  }

  /** Server shutdown: tell the client and close. */
  shutdown(): void {
    this.end('Server shutting down');
  }

  /** Ends the session with an ERROR frame giving the reason (shutdown, the member's session cap). */
  end(reason: string): void {
    if (this.state === 'closed') return;
    this.fail(reason);
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
        this.refuse(err, frame);
      }
    }).catch((err: unknown) => {
      // Even a failure to report a failure ends only this session.
      this.host.log('error', 'STOMP session failed', err);
      this.abort();
    });
  }

  private async handle(frame: Frame): Promise<void> {
    if (this.state === 'connecting') {
      if (frame.command !== 'CONNECT' && frame.command !== 'STOMP') throw new FatalFrameError('Not connected');
      await this.connect(frame);
      return;
    }
    const transaction = frame.headers.transaction;
    if (transaction !== undefined && (frame.command === 'SEND' || frame.command === 'ACK' || frame.command === 'NACK')) {
      this.hold(transaction, frame);
      this.receipt(frame);
      return;
    }
    switch (frame.command) {
      case 'SEND':
        try {
          this.confirm(frame, await this.host.router.send(this, frame));
        } catch (err) {
          if (this.refuseSend(err, frame)) return;
          throw err;
        }
        break;
      case 'SUBSCRIBE':
        this.subscribe(frame);
        break;
      case 'UNSUBSCRIBE':
        this.unsubscribe(frame);
        break;
      case 'DISCONNECT':
        this.transactions.clear();
        this.receipt(frame);
        this.close();
        return;
      case 'ACK':
      case 'NACK':
        this.applyAck(this.checkAck(frame));
        break;
      case 'CONNECT':
      case 'STOMP':
        throw new FatalFrameError('Already connected');
      case 'BEGIN':
        this.begin(frame);
        break;
      case 'COMMIT':
        await this.commit(frame);
        break;
      case 'ABORT':
        this.transactions.delete(this.knownTransaction(frame));
        break;
      default:
        throw new FatalFrameError(`Unexpected ${frame.command} frame`);
    }
    this.receipt(frame);
  }

  // Acknowledgements. Messages are stored before they are delivered, so an ACK only settles the delivery and a
  // NACK leaves the message where it is (in the database, for the client to read again); neither is replayed.

  /** The id an ACK/NACK names, checked against what was delivered and not yet acknowledged. */
  private checkAck(frame: Frame): string {
    const id = ackIdOf(frame, this.version);
    if (!id) throw new FatalFrameError(`${frame.command} needs an ${this.version === '1.2' ? 'id' : 'message-id'} header`);
    if (!this.unacked.has(id)) throw new FatalFrameError(`${frame.command} of unknown or already acknowledged message ${id}`);
    return id;
  }

  /** client mode acknowledges every message of the subscription up to this one; client-individual just this one. */
  private applyAck(id: string): void {
    const subscriptionId = this.unacked.get(id);
    if (subscriptionId === undefined) return;
    const cumulative = this.subscriptions.get(subscriptionId)?.ack === 'client';
    if (!cumulative) {
      this.unacked.delete(id);
      return;
    }
    for (const [messageId, sub] of this.unacked) {
      if (sub === subscriptionId) this.unacked.delete(messageId);
      if (messageId === id) break;
    }
  }

  // Transactions: SEND, ACK and NACK frames naming a transaction are checked when they arrive and held; COMMIT
  // applies them in order, the messages in one database transaction (all or none); ABORT or a disconnect drops them.

  private begin(frame: Frame): void {
    const id = frame.headers.transaction;
    if (!id) throw new FatalFrameError('BEGIN needs a transaction header');
    if (this.transactions.has(id)) throw new FatalFrameError(`Transaction ${id} is already open`);
    if (this.transactions.size >= this.host.options.maxTransactions) throw new FatalFrameError('Too many open transactions');
    this.transactions.set(id, []);
  }

  private knownTransaction(frame: Frame): string {
    const id = frame.headers.transaction;
    if (!id) throw new FatalFrameError(`${frame.command} needs a transaction header`);
    if (!this.transactions.has(id)) throw new FatalFrameError(`Unknown transaction ${id}`);
    return id;
  }

  /** Checks a frame of a transaction and holds it; throws to refuse it. */
  private hold(transaction: string, frame: Frame): void {
    const held = this.transactions.get(transaction);
    if (!held) throw new FatalFrameError(`Unknown transaction ${transaction}`);
    if (held.length >= this.host.options.maxTransactionFrames) {
      throw new FatalFrameError(`More than ${this.host.options.maxTransactionFrames} frames in transaction ${transaction}`);
    }
    if (frame.command !== 'SEND') {
      this.checkAck(frame);
      held.push({ kind: 'ack', frame });
      return;
    }
    held.push({ kind: 'send', send: this.host.router.hold(this, frame) });
  }

  private async commit(frame: Frame): Promise<void> {
    const id = this.knownTransaction(frame);
    const held = this.transactions.get(id)!;
    this.transactions.delete(id);
    try {
      this.confirm(frame, await this.host.router.commit(this, held.flatMap((h) => (h.kind === 'send' ? [h.send] : []))));
    } catch (err) {
      const message = clientErrorMessage(err);
      if (message !== null) throw new FatalFrameError(`Transaction ${id} not committed: ${message}`);
      throw err;
    }
    for (const h of held) if (h.kind === 'ack') this.applyAck(ackIdOf(h.frame, this.version)!);
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
    const identity = await this.host.port.authenticate(token);
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
    const ack = (frame.headers.ack ?? 'auto') as AckMode;
    if (!ACK_MODES.includes(ack)) throw new FatalFrameError(`Unknown ack mode ${ack}: use auto, client or client-individual`);
    if (this.subscriptions.has(id)) throw new FatalFrameError(`Subscription id ${id} is already in use`);
    if (this.subscriptions.size >= this.host.options.maxSubscriptions) throw new FatalFrameError('Too many subscriptions');
    this.subscriptions.set(id, { id, destination, kind, ack });
  }

  private unsubscribe(frame: Frame): void {
    const id = frame.headers.id ?? (this.version === '1.0' ? frame.headers.destination : undefined);
    if (!id) throw new FatalFrameError('UNSUBSCRIBE needs an id header');
    if (!this.subscriptions.delete(id)) throw new FatalFrameError(`No subscription with id ${id}`);
    for (const [messageId, sub] of this.unacked) if (sub === id) this.unacked.delete(messageId);
  }

  /**
   * The committed messages of a SEND (or COMMIT) that asked for a receipt, echoed to this session's own messages
   * subscription just before the RECEIPT: a MESSAGE frame with the stored message (id, sequence, server time) and
   * an x-receipt-id header naming the receipt it belongs to. The sender's client thus holds the committed message
   * without reading it back over REST; the RECEIPT itself stays a plain STOMP 1.2 RECEIPT (receipt-id only).
   */
  private confirm(frame: Frame, committed: readonly ChatMessage[]): void {
    const receipt = frame.headers.receipt;
    if (receipt === undefined) return;
    for (const message of committed) {
      this.deliver('messages', JSON.stringify(message), { 'x-sequence': String(message.sequence), 'x-receipt-id': receipt });
    }
  }

  private receipt(frame: Frame): void {
    const receipt = frame.headers.receipt;
    if (receipt !== undefined && this.state === 'connected') this.write('RECEIPT', { 'receipt-id': receipt });
  }

  /**
   * A SEND the application refused (its budget, the relationship policy, its content): answered on the session's
   * error queue with the SEND's receipt id and the session stays open; no RECEIPT follows, since nothing was done.
   * False for anything else (an internal failure), which refuse() handles.
   */
  private refuseSend(err: unknown, frame: Frame): boolean {
    const status = err instanceof SendDeferred ? 429 : err instanceof HttpError && err.statusCode < 500 ? err.statusCode : null;
    const message = err instanceof SendDeferred ? err.message : clientErrorMessage(err);
    if (status === null || message === null) return false;
    const receipt = frame.headers.receipt;
    const extra: Headers = { message, status: String(status), ...(err instanceof SendDeferred ? err.headers : {}) };
    if (receipt !== undefined) extra['receipt-id'] = receipt;
    const body: ApplicationError = { status, message, receiptId: receipt ?? null, destination: frame.headers.destination ?? null };
    if (err instanceof SendDeferred) {
      body.retryAfterMs = err.retryAfterMs;
      this.host.count?.('send-deferred');
    }
    this.host.log('debug', `STOMP session ${this.id} SEND refused: ${message}`);
    this.deliver('errors', JSON.stringify(body), extra);
    return true;
  }

  /**
   * The one place a refused frame is answered when the application did not answer it: a protocol violation or a
   * client's mistake ends the session with its message; anything else ends it as an internal error (details only
   * in the log).
   */
  private refuse(err: unknown, frame: Frame): void {
    const receipt = frame.headers.receipt;
    // Over budget inside a transaction: the transaction is all or nothing, so it ends like any refusal there.
    if (err instanceof SendDeferred) {
      this.host.count?.('send-deferred');
      this.fail(err.message, receipt, err.headers);
      return;
    }
    const message = err instanceof FatalFrameError ? err.message : clientErrorMessage(err);
    if (message !== null) {
      this.fail(message, receipt);
      return;
    }
    this.host.log('error', 'STOMP frame handling failed', err);
    this.fail('Internal server error', receipt);
  }

  /** ERROR, then close: STOMP's only way to refuse a frame. */
  private fail(message: string, receiptId?: string, extra: Headers = {}): void {
    if (this.closing || this.state === 'closed') return;
    this.host.log('debug', `STOMP session ${this.id} error: ${message}`);
    this.host.count?.('stomp-error', message);
    this.writeError(message, receiptId, extra);
    this.close();
  }

  private writeError(message: string, receiptId?: string, extra: Headers = {}): void {
    const headers: Headers = { message, 'content-type': 'text/plain', ...extra };
    if (receiptId !== undefined) headers['receipt-id'] = receiptId;
    this.write('ERROR', headers, message);
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

/** The body of a MESSAGE on /user/queue/errors: the application refused a SEND. */
export interface ApplicationError {
  /** As REST would answer: 400 invalid, 403 not allowed (Invite Only), 404 unknown, 429 over budget. */
  status: number;
  message: string;
  /** The refused SEND's receipt header, if it had one. */
  receiptId: string | null;
  destination: string | null;
  /** Over budget: when the SEND may be tried again. */
  retryAfterMs?: number;
}

/** STOMP 1.2 acknowledges by the MESSAGE's ack header (sent back as id); 1.0 and 1.1 by message-id. */
function ackIdOf(frame: Frame, version: StompVersion): string | undefined {
  return version === '1.2' ? (frame.headers.id ?? frame.headers['message-id']) : (frame.headers['message-id'] ?? frame.headers.id);
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
