// The chat client (SPEC §4): one per signed-in tab, built around the tab's one realtime connection. It composes
// the conversation store, the message store and the outbox, routes the connection's frames to them (messages,
// presence, typing, read receipts) and catches up over REST after every (re)connect. Every store keeps its state
// in a jotai atom of the store the client is given (the session's store: see chat-service-host.ts), and the
// combined snapshot below is one derived atom, read by React with useAtomValue.
import { atom, createStore, type Atom } from 'shared-auth';
import type { ChatMessage, Conversation } from 'shared-api';
import { isConversationsChangedPush } from 'shared-api/conversations-changed';
import type { ChatApi } from '../api/chat-api';
import { ChatCache } from '../rules/chat-cache';
import { type ChatItem, toChatItems } from '../rules/message-list';
import type { OutboxEntry } from '../rules/outbox';
import { TYPING_DESTINATION, userQueue } from 'shared-api/realtime-destinations';
import type { ChatConnection } from '../../../realtime/realtime-connection';
import { ConversationStore, type ConversationState } from './conversation-store';
import { HISTORY_PAGE_SIZE, MessageStore, type ConversationMessages, type MessageState } from './message-store';
import { OutboxSender, type OutboxState } from './outbox-sender';
import { StateSlice, type JotaiStore } from '../../../state/state-slice';

export { HISTORY_PAGE_SIZE, type ConversationMessages };
export const MANUAL_LOAD_FALLBACK_MS = 3_000;
export const PRELOAD_CONVERSATIONS = 3;
export const TYPING_VISIBLE_MS = 5_000;
export const TYPING_SEND_INTERVAL_MS = 2_000;

/** What the connection tells about the other side: link state, presence, typing, read receipts. */
export interface SignalState {
  connected: boolean;
  /** Online flags by user id, from presence frames (and the presence call for an opened conversation). */
  online: Readonly<Record<number, boolean>>;
  /** Typing indicator: conversation id → time (ms) until which the other user counts as typing. */
  typingUntil: Readonly<Record<number, number>>;
  /** Read receipts: conversation id → the other user's last read sequence. */
  readUpTo: Readonly<Record<number, number>>;
}

export type ChatSnapshot = ConversationState & MessageState & OutboxState & SignalState;

export interface PresenceBody { userId: number; online: boolean }
export interface TypingBody { conversationId: number; userId: number; typing: boolean }
export interface ReceiptBody { conversationId: number; readerId: number; lastReadSequence: number }

export interface ChatDataServiceDeps {
  userId: number;
  api: ChatApi;
  socket: ChatConnection;
  storage: Storage;
  /** The jotai store the state lives in (the session's store in the app; a store of its own when left out). */
  store?: JotaiStore;
  /** Presence of one user (GET /api/presence/{id}); optional so tests may leave it out. */
  presenceOf?: (userId: number) => Promise<{ online: boolean }>;
  /** Whether the tab has the user's attention: an arriving message in the open conversation is then read at once. */
  hasFocus?: () => boolean;
  now?: () => number;
  manualLoadFallbackMs?: number;
}

export type SendResult = 'queued' | 'empty' | 'busy' | 'self' | 'unknown-conversation';

export class ChatDataService {
  readonly store: JotaiStore;
  readonly conversations: ConversationStore;
  readonly messages: MessageStore;
  readonly outbox: OutboxSender;
  private readonly signals: StateSlice<SignalState>;
  /** Everything React shows, as one derived atom of the stores above. */
  readonly snapshotAtom: Atom<ChatSnapshot>;
  private readonly cache: ChatCache;
  private readonly unsubscribers: Array<() => void> = [];
  private fallbackTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly lastTypingSent = new Map<number, number>();
  private sendInProgress = false;
  private started = false;
  private stopped = false;

  constructor(private readonly deps: ChatDataServiceDeps) {
    const store = (this.store = deps.store ?? createStore());
    const live = () => !this.stopped;
    this.cache = new ChatCache(deps.storage, deps.userId, deps.now);
    this.signals = new StateSlice<SignalState>(store, () => ({ connected: false, online: {}, typingUntil: {}, readUpTo: {} }), live);
    this.conversations = new ConversationStore({
      userId: deps.userId, api: deps.api, cache: this.cache, store, live,
      onLoaded: (list) => this.conversationsLoaded(list),
    });
    this.outbox = new OutboxSender({
      userId: deps.userId, storage: deps.storage, socket: deps.socket, store, live,
      confirmedWithoutEcho: (entry) => this.messages.catchUp(entry.conversationId),
    });
    this.messages = new MessageStore({
      userId: deps.userId, api: deps.api, cache: this.cache, store, live,
      conversation: (id) => this.conversations.find(id),
      onApplied: (list) => this.outbox.settle(list),
    });
    const parts = [this.conversations.state.atom, this.messages.state.atom, this.outbox.state.atom, this.signals.atom] as const;
    this.snapshotAtom = atom((get) => ({ ...get(parts[0]), ...get(parts[1]), ...get(parts[2]), ...get(parts[3]) }));
  }

  get userId(): number {
    return this.deps.userId;
  }

  get socket(): ChatConnection {
    return this.deps.socket;
  }

  // For code outside React (and the tests): the same state React reads through snapshotAtom.

  subscribe = (listener: () => void): (() => void) => this.store.sub(this.snapshotAtom, listener);

  getSnapshot = (): ChatSnapshot => this.store.get(this.snapshotAtom);

  // Lifecycle

  /** Loads conversations (cache first), preloads, opens the socket. Call once. */
  start(): void {
    if (this.started) return;
    this.started = true;
    const { socket, userId } = this.deps;
    if (!this.conversations.fromCache()) void this.loadConversations().catch(() => {});
    // SPEC §4: if conversations have not arrived after 3 s, load them by hand.
    this.fallbackTimer = setTimeout(() => {
      this.fallbackTimer = null;
      if (!this.getSnapshot().conversationsLoaded) void this.loadConversations().catch(() => {});
    }, this.deps.manualLoadFallbackMs ?? MANUAL_LOAD_FALLBACK_MS);

    this.unsubscribers.push(
      socket.subscribe(userQueue(userId, 'messages'), (body) => this.onIncoming(body as ChatMessage)),
      socket.subscribe(userQueue(userId, 'presence'), (body) => this.onPresence(body as PresenceBody)),
      socket.subscribe(userQueue(userId, 'typing'), (body) => this.onTyping(body as TypingBody)),
      socket.subscribe(userQueue(userId, 'receipts'), (body) => this.onReceipt(body as ReceiptBody)),
      // A block or unblock by this member (the same queue as notifications): the list drops or brings back the
      // conversation now, without a reload.
      socket.subscribe(userQueue(userId, 'notifications'), (body) => {
        if (isConversationsChangedPush(body)) this.refreshConversations();
      }),
      socket.onStatusChange(({ connected }) => {
        const was = this.signals.value.connected;
        this.signals.set({ connected });
        if (connected && !was) void this.afterConnect();
      }),
    );
    socket.start();
  }

  /** Sign-out cleanup (SPEC §4): closes the socket, clears timers and handlers, resets the state. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.fallbackTimer) clearTimeout(this.fallbackTimer);
    this.conversations.stop();
    this.outbox.stop();
    for (const unsubscribe of this.unsubscribers.splice(0)) unsubscribe();
    for (const slice of [this.conversations.state, this.messages.state, this.outbox.state, this.signals]) slice.reset();
    await this.deps.socket.stop();
  }

  // Loading

  /** GET /api/conversations/{userId}; one at a time (a second call joins the running one). */
  loadConversations(): Promise<void> {
    return this.conversations.loadAll();
  }

  /** A background refresh (after a reconnect, or a message of a conversation not listed yet): failures are logged. */
  refreshConversations(): void {
    this.loadConversations().catch((err) => console.error('Error refreshing conversations in the background:', err));
  }

  private conversationsLoaded(conversations: Conversation[]): void {
    const readUpTo = { ...this.signals.value.readUpTo };
    for (const c of conversations) {
      if (c.opponentLastReadSequence !== undefined) readUpTo[c.id] = Math.max(readUpTo[c.id] ?? 0, c.opponentLastReadSequence);
    }
    this.signals.set({ readUpTo });
    if (this.cache.hasAnyMessages()) return;
    for (const c of conversations.slice(0, PRELOAD_CONVERSATIONS)) {
      this.loadMessages(c.id).catch((err) => console.error('Error preloading messages:', err));
    }
  }

  /** The newest page of a conversation (cache first, fresh for 10 minutes); loads run one at a time. */
  loadMessages(conversationId: number, options: { force?: boolean } = {}): Promise<void> {
    return this.messages.load(conversationId, options);
  }

  /** Older messages before the first one shown (scrolling up). */
  loadOlder(conversationId: number): Promise<void> {
    return this.messages.loadOlder(conversationId);
  }

  private async afterConnect(): Promise<void> {
    // REST is the truth after every (re)connect, and only then: the list, then every loaded conversation by sequence.
    this.refreshConversations();
    for (const id of this.messages.loadedIds()) void this.messages.catchUp(id);
    const open = this.conversations.openId;
    if (open !== null) this.refreshPresence(open);
    await this.outbox.flush();
  }

  // Conversations

  conversation(conversationId: number): Conversation | undefined {
    return this.conversations.find(conversationId);
  }

  /** The conversation now shown (null: none). Opening marks it read and loads its messages. */
  openConversation(conversationId: number | null): void {
    this.conversations.open(conversationId);
    if (conversationId === null) return;
    this.markRead(conversationId);
    this.loadMessages(conversationId).catch(() => {});
    this.refreshPresence(conversationId);
  }

  /** Finds or creates the conversation with another user (POST /api/conversations). */
  async startConversation(otherUserId: number): Promise<Conversation> {
    if (otherUserId === this.deps.userId) throw new Error('You cannot message yourself');
    return this.conversations.start(otherUserId);
  }

  /** Zeroes the unread count here and on the server (mark-as-read). */
  markRead(conversationId: number): void {
    this.conversations.markRead(conversationId);
  }

  totalUnread(): number {
    return this.conversations.totalUnread();
  }

  /** The tab got the user's attention back: the open conversation is read now. */
  focusReturned(): void {
    const open = this.conversations.openId;
    if (open !== null) this.markRead(open);
  }

  // Incoming frames: each changes the stores in memory; nothing is read back over REST.

  private onIncoming(message: ChatMessage): void {
    if (!message || typeof message.conversationId !== 'number') return;
    const mine = message.senderId === this.deps.userId;
    const { isNew } = this.messages.push(message);
    if (!mine) this.signals.set({ typingUntil: { ...this.signals.value.typingUntil, [message.conversationId]: 0 } });
    if (!this.conversations.find(message.conversationId)) {
      // A conversation this tab has not listed yet (its first message): the list, with the partner's name, comes
      // from the server once.
      this.refreshConversations();
      return;
    }
    const open = this.conversations.openId === message.conversationId;
    const focused = this.deps.hasFocus?.() ?? true;
    this.conversations.applyMessage(message, isNew && !mine && !open);
    if (isNew && !mine && open && focused) this.conversations.readArrived(message.conversationId);
  }

  private onPresence(body: PresenceBody): void {
    if (typeof body?.userId !== 'number') return;
    const change: Partial<SignalState> = { online: { ...this.signals.value.online, [body.userId]: body.online } };
    if (!body.online) {
      // A typist who went away is no longer typing.
      const typingUntil = { ...this.signals.value.typingUntil };
      for (const c of this.conversations.conversations) if (c.opponentUserId === body.userId) typingUntil[c.id] = 0;
      change.typingUntil = typingUntil;
    }
    this.signals.set(change);
  }

  private refreshPresence(conversationId: number): void {
    const other = this.conversation(conversationId)?.opponentUserId;
    if (other === undefined || !this.deps.presenceOf) return;
    this.deps.presenceOf(other)
      .then((p) => this.signals.set({ online: { ...this.signals.value.online, [other]: p.online } }))
      .catch((err) => console.error('Error fetching presence:', err));
  }

  private onTyping(body: TypingBody): void {
    if (typeof body?.conversationId !== 'number' || body.userId === this.deps.userId) return;
    const now = (this.deps.now ?? Date.now)();
    this.signals.set({ typingUntil: { ...this.signals.value.typingUntil, [body.conversationId]: body.typing ? now + TYPING_VISIBLE_MS : 0 } });
  }

  private onReceipt(body: ReceiptBody): void {
    if (typeof body?.conversationId !== 'number' || body.readerId === this.deps.userId) return;
    const current = this.signals.value.readUpTo[body.conversationId] ?? 0;
    if (body.lastReadSequence <= current) return;
    this.signals.set({ readUpTo: { ...this.signals.value.readUpTo, [body.conversationId]: body.lastReadSequence } });
  }

  // Sending

  /**
   * Queues a message: shown at once as sending, kept in the outbox until the server confirms it. Empty or
   * whitespace text, a send while another is being handed over, and a message to oneself are refused (SPEC §5).
   */
  send(conversationId: number, content: string): SendResult {
    if (content.trim() === '') return 'empty';
    if (this.sendInProgress) return 'busy';
    const conversation = this.conversation(conversationId);
    if (!conversation) return 'unknown-conversation';
    if (conversation.opponentUserId === this.deps.userId) return 'self';
    this.sendInProgress = true;
    try {
      this.outbox.add(conversationId, conversation.opponentUserId, content, new Date((this.deps.now ?? Date.now)()).toISOString());
      this.lastTypingSent.delete(conversationId);
    } finally {
      this.sendInProgress = false;
    }
    return 'queued';
  }

  /** Sends a message the server refused again (the user pressed Retry), with the same client message id. */
  retry(clientMessageId: string): void {
    this.outbox.retry(clientMessageId);
  }

  /** Removes a failed message the user gave up on. */
  discard(clientMessageId: string): void {
    this.outbox.discard(clientMessageId);
  }

  /** Sends every pending outbox entry in order, each after the previous one's RECEIPT. */
  flushOutbox(): Promise<void> {
    return this.outbox.flush();
  }

  /** Tells the other user this one is typing (at most every 2 s per conversation). */
  notifyTyping(conversationId: number, typing = true): void {
    const now = (this.deps.now ?? Date.now)();
    const last = this.lastTypingSent.get(conversationId) ?? 0;
    if (typing && now - last < TYPING_SEND_INTERVAL_MS) return;
    if (!typing && !this.lastTypingSent.has(conversationId)) return;
    if (typing) this.lastTypingSent.set(conversationId, now);
    else this.lastTypingSent.delete(conversationId);
    if (this.deps.socket.isConnected()) this.deps.socket.publish(TYPING_DESTINATION, { conversationId, typing });
  }

  /** The items shown for a conversation: stored messages by sequence, then its outbox entries. */
  itemsOf(conversationId: number): ChatItem[] {
    const snapshot = this.getSnapshot();
    return toChatItems(
      snapshot.messages[conversationId]?.messages ?? [],
      snapshot.outbox.filter((e: OutboxEntry) => e.conversationId === conversationId),
    );
  }
}
