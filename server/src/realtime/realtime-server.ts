// The STOMP-over-SockJS chat server: owns the sessions of this instance, delivers committed messages and
// presence changes to them, and relays both to other instances through the fan-out.
import { EventEmitter } from 'node:events';
import { type Server as HttpServer } from 'node:http';
import type sockjs from 'sockjs';
import type { SendBudget } from '../modules/chat/send-budget';
import { SOCKET_PATH, type ChatMessage } from 'shared-api';
import { type ChatPort } from './chat-port';
import { ChatRouter } from './chat-router';
import { type Fanout, LocalFanout } from './fanout';
import { OrderedDelivery } from './ordered-delivery';
import { PresenceTracker, type PresenceState } from './presence';
import { DEFAULT_REALTIME_OPTIONS, type RealtimeOptions } from './realtime-options';
import { type ChatSignals, type SignalDelivery } from './chat-signals';
import { SessionHub } from './session-hub';
import { closeConnection, destroyConnection, mountSockjs, outboundBytes } from './sockjs-mount';
import { type SessionHost, StompSession } from './stomp-session';


export interface RealtimeLogger {
  debug(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/** Committed messages, each with the session it was sent from (when it came over STOMP). */
export interface MessageSource {
  on(event: 'message', listener: (message: ChatMessage, originSessionId?: string) => void): unknown;
  off(event: 'message', listener: (message: ChatMessage, originSessionId?: string) => void): unknown;
}

/** What the server reports for metrics (ops/metrics.ts listens). */
export interface RealtimeStats {
  'stomp-error': [reason: string];
  'slow-consumer': [];
  'send-deferred': [];
  /** A message committed on another instance was delivered here this long after its commit. */
  'fanout-lag': [ms: number];
}

export interface RealtimeServerDeps {
  port: ChatPort;
  messages: MessageSource;
  logger: RealtimeLogger;
  fanout?: Fanout;
  options?: Partial<RealtimeOptions>;
  /** Per-user chat send budget (shared with REST); unlimited without one. */
  sendBudget?: SendBudget;
  /** Typing and read-receipt signals, sent through the delivery given (this instance's sessions and the fan-out). */
  signals?: (deliver: SignalDelivery) => ChatSignals;
}

export class RealtimeServer implements SessionHost {
  readonly options: RealtimeOptions;
  readonly serverName = 'CollabHub/1.0';
  readonly port: ChatPort;
  readonly hub = new SessionHub();
  readonly presence = new PresenceTracker();
  readonly router: ChatRouter;
  private readonly sessions = new Set<StompSession>();
  /**
   * Frames still being handled for sessions whose transport already closed: a peer that went away still gets the
   * SENDs it sent committed (stomp-session.ts), so shutdown waits for these as well before the database closes.
   */
  private readonly closing = new Set<Promise<void>>();
  private readonly fanout: Fanout;
  private readonly logger: RealtimeLogger;
  private readonly messages: MessageSource;
  private sockjsServer: sockjs.Server | null = null;
  private readonly signals: ChatSignals | null;
  private closed = false;
  /** Each conversation's messages to this instance's sessions in sequence order, wherever they were committed. */
  private readonly ordered = new OrderedDelivery((message, origin) => {
    this.hub.deliverMessage(message, origin);
    this.introducePresence(message);
  });
  /** The last announced message handed to the ordering (or waiting for its load to be): see deliverRemote. */
  private remoteOrder: Promise<void> = Promise.resolve();
  /** Sender>recipient pairs whose first message this instance has seen delivered (bounded). */
  private readonly introduced = new Set<string>();
  readonly stats = new EventEmitter<RealtimeStats>();

  constructor(deps: RealtimeServerDeps) {
    this.port = deps.port;
    this.messages = deps.messages;
    this.logger = deps.logger;
    this.fanout = deps.fanout ?? new LocalFanout();
    this.options = { ...DEFAULT_REALTIME_OPTIONS, ...deps.options };
    this.signals = deps.signals?.((userId, kind, body) => {
      this.hub.deliverTo(userId, kind, body);
      this.fanout.publishSignal(userId, kind, body);
    }) ?? null;
    this.router = new ChatRouter({
      port: this.port,
      sendBudget: deps.sendBudget ?? null,
      signals: this.signals,
      markOnline: (session) => this.presence.markOnline(session.userId!, session.id),
    });
    this.messages.on('message', this.onCommitted);
    this.presence.on('change', (state) => {
      this.fanout.publishPresence(state, this.presence.isOnline(state.userId) ? 1 : 0);
      void this.announcePresence(state);
    });
  }

  async start(httpServer: HttpServer): Promise<void> {
    await this.fanout.start({
      message: (id) => void this.deliverRemote(id),
      presence: (state) => void this.announcePresence(state),
      signal: (userId, kind, body) => this.hub.deliverTo(userId, kind, body),
    });
    this.sockjsServer = mountSockjs(httpServer, {
      prefix: SOCKET_PATH,
      maxMessageBytes: this.options.maxTransportMessageBytes,
      log: (severity, message) => {
        if (severity === 'error') this.logger.warn({ sockjs: message }, 'SockJS error');
      },
    });
    this.sockjsServer.on('connection', (conn: sockjs.Connection | null) => {
      // sockjs emits a null connection for a session that closed before it opened.
      if (!conn || this.closed) {
        if (conn) closeConnection(conn);
        return;
      }
      const session = new StompSession({
        write: (d) => conn.write(d),
        // Never close inside message handling: sockjs's websocket transport keeps walking a batch
        // (["frame","frame"]) after its session closed and crashes on the null session.
        close: () => setImmediate(() => {
          try {
            closeConnection(conn);
          } catch (err) {
            this.log('warn', `Closing STOMP session ${session.id} failed`, err);
          }
        }),
        bufferedBytes: () => outboundBytes(conn),
        terminate: () => destroyConnection(conn),
      }, this);
      this.sessions.add(session);
      conn.on('data', (d: unknown) => {
        // Whatever goes wrong with one connection's input ends that connection, never the process.
        try {
          session.receive(d);
        } catch (err) {
          this.log('error', `STOMP session ${session.id} failed on its input`, err);
          session.abort();
        }
      });
      conn.on('close', () => session.transportClosed());
    });
  }

  /** The largest output backlog of any open session, in bytes. */
  maxBufferedBytes(): number {
    let max = 0;
    for (const s of this.sessions) max = Math.max(max, s.bufferedBytes());
    return max;
  }

  /** Number of open transports (connected or still authenticating). */
  get sessionCount(): number {
    return this.sessions.size;
  }

  /**
   * Ends every session with an ERROR frame (clients reconnect, to another instance behind a balancer), lets the SENDs
   * they already started commit, and stops the fan-out.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const open = [...this.sessions];
    for (const s of open) s.shutdown();
    await Promise.all([...open.map((s) => s.settled()), ...this.closing]);
    this.messages.off('message', this.onCommitted);
    this.signals?.close();
    this.ordered.close();
    await this.fanout.close();
  }

  async presenceOf(userId: number): Promise<PresenceState> {
    const local = this.presence.get(userId);
    if (local.online) return local;
    const shared = await this.fanout.presenceOf(userId).catch(() => null);
    if (!shared) return local;
    if (shared.lastSeen) this.presence.noteLastSeen(userId, shared.lastSeen);
    return shared.online
      ? { userId, online: true, lastSeen: new Date().toISOString() }
      : this.presence.get(userId);
  }

  /**
   * Sends `subjectId`'s current presence to `viewerId`'s sessions, on this instance and the others: for a pair who
   * may see each other from now on although neither's presence changed. The caller has asked the policy.
   */
  async sendPresence(subjectId: number, viewerId: number): Promise<void> {
    const body = JSON.stringify(await this.presenceOf(subjectId));
    this.hub.deliverTo(viewerId, 'presence', body);
    this.fanout.publishSignal(viewerId, 'presence', body);
  }

  // SessionHost

  attach(session: StompSession): void {
    this.hub.add(session);
    // A cap per member: 1,000 tabs (or one script) cannot hold 1,000 sessions. The oldest gives way, so a member
    // who opens a new tab is never refused.
    const mine = [...this.hub.sessionsOf(session.userId!)];
    for (const old of mine.slice(0, Math.max(0, mine.length - this.options.maxSessionsPerUser))) {
      old.end(`Too many sessions: more than ${this.options.maxSessionsPerUser} open for this member, the oldest is closed`);
    }
  }

  detach(session: StompSession): void {
    this.sessions.delete(session);
    const settled = session.settled();
    this.closing.add(settled);
    void settled.finally(() => this.closing.delete(settled));
    this.hub.remove(session);
    this.signals?.sessionClosed(session);
    if (session.userId !== null) this.presence.sessionClosed(session.userId, session.id);
  }

  log(level: 'debug' | 'warn' | 'error', msg: string, err?: unknown): void {
    this.logger[level](err === undefined ? {} : { err }, msg);
  }

  count(event: 'stomp-error' | 'slow-consumer' | 'send-deferred', detail?: string): void {
    if (event === 'stomp-error') this.stats.emit('stomp-error', detail ?? '');
    else this.stats.emit(event);
  }

  private readonly onCommitted = (message: ChatMessage, originSessionId?: string): void => {
    this.ordered.push(message, originSessionId);
    this.fanout.publishMessage(message.id);
  };

  /**
   * Announced messages are loaded at once but handed to the ordering in the order they were announced. Loads finish
   * in any order, and the first message of a conversation this instance sees sets where its sequence starts: a
   * conversation's second message loaded before its first would be delivered first, and the first after it.
   */
  private deliverRemote(messageId: number): Promise<void> {
    // Shutting down: its sessions are gone, and the database is about to close under a load.
    if (this.closed) return Promise.resolve();
    const loading = this.port.loadMessage(messageId).catch((err: unknown) => {
      if (!this.closed) this.log('error', `Loading message ${messageId} announced by another instance failed`, err);
      return null;
    });
    const pushed = this.remoteOrder.then(async () => {
      const message = await loading;
      if (!message || this.closed) return;
      this.ordered.push(message);
      this.stats.emit('fanout-lag', Math.max(0, Date.now() - Date.parse(message.timestamp)));
    }).catch((err: unknown) => this.log('error', `Delivering message ${messageId} announced by another instance failed`, err));
    this.remoteOrder = pushed;
    return pushed;
  }

  /**
   * Writing to someone lets them see your presence (the relationship policy), but nothing about the sender's presence
   * changed, so no presence frame would tell them: the first message of a pair delivered here brings the sender's
   * current presence to the recipient's sessions on this instance. A recipient not connected here reads it over REST
   * when they open the conversation.
   */
  private introducePresence(message: ChatMessage): void {
    const key = `${message.senderId}>${message.recipientId}`;
    if (this.introduced.has(key)) return;
    if ([...this.hub.sessionsOf(message.recipientId)].length === 0) return;
    if (this.introduced.size >= 100_000) this.introduced.clear();
    this.introduced.add(key);
    this.presenceOf(message.senderId)
      .then((state) => this.hub.deliverPresence(state, [message.recipientId]))
      .catch((err: unknown) => this.log('warn', `Presence of user ${message.senderId} for a new contact failed`, err));
  }

  /** Tells the user's contacts that connected here; another instance's news is checked against the shared state. */
  private async announcePresence(state: PresenceState): Promise<void> {
    try {
      const current = state.online ? state : await this.presenceOf(state.userId);
      const contacts = await this.port.contactsOf(state.userId);
      this.hub.deliverPresence(current, contacts);
    } catch (err) {
      this.log('error', `Announcing presence of user ${state.userId} failed`, err);
    }
  }
}
