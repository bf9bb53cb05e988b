// The chat data service (SPEC §4): one per signed-in tab. It owns the tab's realtime connection, loads and caches
// conversations and messages, keeps the outbox, catches up by sequence after every reconnect, and tracks presence,
// typing and read receipts. React reads it through useSyncExternalStore (subscribe + getSnapshot).
import type { ChatMessage, Conversation } from 'shared-api';
import type { ChatApi } from '../api/chat-api';
import { ChatCache } from '../rules/chat-cache';
import { type ChatItem, lastSequence, mergeMessages, toChatItems } from '../rules/message-list';
import { newClientMessageId, Outbox, type OutboxEntry } from '../rules/outbox';
import { bumpConversation, sortConversations } from '../rules/conversation-order';
import { SendDeferredError, SendRejectedError } from '../../realtime/send-errors';
import { MarkReadThrottle } from './mark-read-throttle';
import { SEND_MESSAGE_DESTINATION, TYPING_DESTINATION, userQueue } from '../../realtime/destinations';
import { onConversationsRefresh } from '../../notifications/hooks/conversations-refresh';
import { type ChatConnection, provideRealtimeConnection } from '../../realtime/realtime-connection';

export const MANUAL_LOAD_FALLBACK_MS = 3_000;
export const PRELOAD_CONVERSATIONS = 3;
export const HISTORY_PAGE_SIZE = 50;
export const TYPING_VISIBLE_MS = 5_000;
export const TYPING_SEND_INTERVAL_MS = 2_000;

export interface ConversationMessages {
  messages: ChatMessage[];
  loaded: boolean;
  loading: boolean;
  loadingOlder: boolean;
  hasOlder: boolean;
  error: string | null;
}

export interface ChatSnapshot {
  conversations: Conversation[];
  conversationsLoaded: boolean;
  conversationsLoading: boolean;
  conversationsError: string | null;
  messages: Readonly<Record<number, ConversationMessages>>;
  outbox: readonly OutboxEntry[];
  connected: boolean;
  /** Online flags by user id, from presence frames (and the presence call for an opened conversation). */
  online: Readonly<Record<number, boolean>>;
  /** Typing indicator: conversation id → time (ms) until which the other user counts as typing. */
  typingUntil: Readonly<Record<number, number>>;
  /** Read receipts: conversation id → the other user's last read sequence. */
  readUpTo: Readonly<Record<number, number>>;
  openConversationId: number | null;
}

export interface PresenceBody { userId: number; online: boolean }
export interface TypingBody { conversationId: number; userId: number; typing: boolean }
export interface ReceiptBody { conversationId: number; readerId: number; lastReadSequence: number }

export interface ChatDataServiceDeps {
  userId: number;
  api: ChatApi;
  socket: ChatConnection;
  storage: Storage;
  /** Presence of one user (GET /api/presence/{id}); optional so tests may leave it out. */
  presenceOf?: (userId: number) => Promise<{ online: boolean }>;
  /** Whether the tab has the user's attention: an arriving message in the open conversation is then read at once. */
  hasFocus?: () => boolean;
  now?: () => number;
  manualLoadFallbackMs?: number;
}

const EMPTY_MESSAGES: ConversationMessages = {
  messages: [], loaded: false, loading: false, loadingOlder: false, hasOlder: true, error: null,
};

export type SendResult = 'queued' | 'empty' | 'busy' | 'self' | 'unknown-conversation';

export class ChatDataService {
  private snapshot: ChatSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly cache: ChatCache;
  private readonly outboxStore: Outbox;
  private readonly unsubscribers: Array<() => void> = [];
  private conversationLoad: Promise<void> | null = null;
  /** Message loads run one at a time (SPEC §4): each waits for the one before. */
  private messageQueue: Promise<void> = Promise.resolve();
  private readonly messageLoads = new Map<number, Promise<void>>();
  private fallbackTimer: ReturnType<typeof setTimeout> | null = null;
  private flushing: Promise<void> | null = null;
  private readonly lastTypingSent = new Map<number, number>();
  private sendInProgress = false;
  private started = false;
  private stopped = false;
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly markReads = new MarkReadThrottle((conversationId) => {
    this.deps.api.markAsRead(conversationId, this.deps.userId).catch(() => {});
  });

  constructor(private readonly deps: ChatDataServiceDeps) {
    this.cache = new ChatCache(deps.storage, deps.userId, deps.now);
    this.outboxStore = new Outbox(deps.storage, deps.userId);
    this.snapshot = this.initialSnapshot();
  }

  get userId(): number {
    return this.deps.userId;
  }

  get socket(): ChatConnection {
    return this.deps.socket;
  }

  private initialSnapshot(): ChatSnapshot {
    return {
      conversations: [], conversationsLoaded: false, conversationsLoading: false, conversationsError: null,
      messages: {}, outbox: this.outboxStore.all(), connected: false, online: {}, typingUntil: {}, readUpTo: {},
      openConversationId: null,
    };
  }

  // Store for React

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ChatSnapshot => this.snapshot;

  private update(change: Partial<ChatSnapshot>): void {
    if (this.stopped) return;
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of [...this.listeners]) listener();
  }

  private updateMessages(conversationId: number, change: Partial<ConversationMessages>): void {
    const current = this.snapshot.messages[conversationId] ?? EMPTY_MESSAGES;
    this.update({ messages: { ...this.snapshot.messages, [conversationId]: { ...current, ...change } } });
  }

  // Lifecycle

  /** Loads conversations (cache first), preloads, opens the socket. Call once. */
  start(): void {
    if (this.started) return;
    this.started = true;
    const { socket, userId } = this.deps;
    const cached = this.cache.conversations();
    if (cached) this.update({ conversations: sortConversations(cached), conversationsLoaded: true });
    else void this.loadConversations().catch(() => {});
    // SPEC §4: if conversations have not arrived after 3 s, load them by hand.
    this.fallbackTimer = setTimeout(() => {
      this.fallbackTimer = null;
      if (!this.snapshot.conversationsLoaded) void this.loadConversations().catch(() => {});
    }, this.deps.manualLoadFallbackMs ?? MANUAL_LOAD_FALLBACK_MS);

    this.unsubscribers.push(
      socket.subscribe(userQueue(userId, 'messages'), (body) => this.onIncoming(body as ChatMessage)),
      socket.subscribe(userQueue(userId, 'presence'), (body) => this.onPresence(body as PresenceBody)),
      socket.subscribe(userQueue(userId, 'typing'), (body) => this.onTyping(body as TypingBody)),
      socket.subscribe(userQueue(userId, 'receipts'), (body) => this.onReceipt(body as ReceiptBody)),
      // SPEC §4: a MESSAGE notification refreshes the conversations in the background.
      onConversationsRefresh(() => this.refreshConversations()),
      socket.onStatusChange(({ connected }) => {
        const was = this.snapshot.connected;
        this.update({ connected });
        if (connected && !was) void this.afterConnect();
      }),
    );
    // The tab's one connection, for every other feature of this remote (notification bell, badges).
    provideRealtimeConnection(socket);
    socket.start();
  }

  /** Sign-out cleanup (SPEC §4): closes the socket, clears timers and handlers, resets the state. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    if (this.fallbackTimer) clearTimeout(this.fallbackTimer);
    this.markReads.cancel();
    if (this.flushTimer) clearTimeout(this.flushTimer);
    for (const unsubscribe of this.unsubscribers.splice(0)) unsubscribe();
    this.snapshot = this.initialSnapshot();
    for (const listener of [...this.listeners]) listener();
    this.listeners.clear();
    this.stopped = true;
    provideRealtimeConnection(null);
    await this.deps.socket.stop();
  }

  // Loading

  /** GET /api/conversations/{userId}; one at a time (a second call joins the running one). */
  loadConversations(): Promise<void> {
    if (this.conversationLoad) return this.conversationLoad;
    this.update({ conversationsLoading: true });
    const run = (async () => {
      try {
        const conversations = sortConversations(await this.deps.api.conversations(this.deps.userId));
        this.cache.saveConversations(conversations);
        const readUpTo = { ...this.snapshot.readUpTo };
        for (const c of conversations) {
          if (c.opponentLastReadSequence !== undefined) readUpTo[c.id] = Math.max(readUpTo[c.id] ?? 0, c.opponentLastReadSequence);
        }
        this.update({ conversations: this.keepOpenRead(conversations), conversationsLoaded: true, conversationsError: null, readUpTo });
        this.preloadIfNothingCached(conversations);
      } catch (err) {
        this.update({ conversationsError: 'Your conversations could not be loaded. Check your connection and try again.' });
        throw err;
      } finally {
        this.update({ conversationsLoading: false });
        this.conversationLoad = null;
      }
    })();
    this.conversationLoad = run;
    return run;
  }

  /** A background refresh (after a MESSAGE notification or a reconnect): failures are logged and swallowed. */
  refreshConversations(): void {
    this.loadConversations().catch((err) => console.error('Error refreshing conversations in the background:', err));
  }

  private preloadIfNothingCached(conversations: Conversation[]): void {
    if (this.cache.hasAnyMessages()) return;
    for (const c of conversations.slice(0, PRELOAD_CONVERSATIONS)) {
      this.loadMessages(c.id).catch((err) => console.error('Error preloading messages:', err));
    }
  }

  /** The newest page of a conversation (cache first, fresh for 10 minutes); loads run one at a time. */
  loadMessages(conversationId: number, { force = false } = {}): Promise<void> {
    const state = this.snapshot.messages[conversationId];
    if (!force && state?.loaded) return Promise.resolve();
    const running = this.messageLoads.get(conversationId);
    if (running) return running;
    if (!force) {
      const cached = this.cache.messages(conversationId);
      if (cached) {
        this.updateMessages(conversationId, {
          messages: mergeMessages(state?.messages ?? [], cached), loaded: true, hasOlder: cached.length >= HISTORY_PAGE_SIZE,
        });
        // Anything newer than the cache comes from the server by sequence.
        return this.catchUp(conversationId);
      }
    }
    const conversation = this.conversation(conversationId);
    if (!conversation) return Promise.reject(new Error(`Unknown conversation ${conversationId}`));
    this.updateMessages(conversationId, { loading: true, error: null });
    const run = this.serial(async () => {
      try {
        const page = await this.deps.api.history(this.deps.userId, conversation.opponentUserId, undefined, HISTORY_PAGE_SIZE);
        const merged = mergeMessages(this.snapshot.messages[conversationId]?.messages ?? [], page);
        this.cache.saveMessages(conversationId, merged);
        this.updateMessages(conversationId, { messages: merged, loaded: true, hasOlder: page.length >= HISTORY_PAGE_SIZE });
      } catch (err) {
        this.updateMessages(conversationId, { error: 'Messages could not be loaded. Please try again.' });
        throw err;
      } finally {
        this.updateMessages(conversationId, { loading: false });
        this.messageLoads.delete(conversationId);
      }
    });
    this.messageLoads.set(conversationId, run);
    return run;
  }

  /** Older messages before the first one shown (scrolling up). */
  async loadOlder(conversationId: number): Promise<void> {
    const state = this.snapshot.messages[conversationId];
    const conversation = this.conversation(conversationId);
    if (!state?.loaded || !state.hasOlder || state.loadingOlder || !conversation) return;
    const first = state.messages[0]?.sequence;
    if (first === undefined) return;
    this.updateMessages(conversationId, { loadingOlder: true });
    try {
      const page = await this.serial(() =>
        this.deps.api.history(this.deps.userId, conversation.opponentUserId, first, HISTORY_PAGE_SIZE));
      this.updateMessages(conversationId, {
        messages: mergeMessages(this.snapshot.messages[conversationId]?.messages ?? [], page),
        hasOlder: page.length >= HISTORY_PAGE_SIZE,
      });
    } catch {
      this.updateMessages(conversationId, { error: 'Older messages could not be loaded. Please try again.' });
    } finally {
      this.updateMessages(conversationId, { loadingOlder: false });
    }
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.messageQueue.then(task, task);
    this.messageQueue = run.then(() => undefined, () => undefined);
    return run;
  }

  /** Everything after the last known sequence (after a reconnect, or a gap in the sequence). */
  private async catchUp(conversationId: number): Promise<void> {
    const known = this.snapshot.messages[conversationId]?.messages ?? [];
    let after = lastSequence(known);
    try {
      await this.serial(async () => {
        for (;;) {
          const page = await this.deps.api.catchUp(conversationId, after);
          if (page.length === 0) break;
          this.applyMessages(conversationId, page);
          after = lastSequence(page);
          if (page.length < 200) break;
        }
      });
    } catch (err) {
      console.error('Error catching up messages:', err);
    }
  }

  private applyMessages(conversationId: number, incoming: ChatMessage[]): void {
    const current = this.snapshot.messages[conversationId];
    const merged = mergeMessages(current?.messages ?? [], incoming);
    if (current?.loaded) this.cache.saveMessages(conversationId, merged);
    this.updateMessages(conversationId, { messages: merged });
    const acked = new Set(incoming.map((m) => m.clientMessageId));
    if (this.snapshot.outbox.some((e) => acked.has(e.clientMessageId))) {
      for (const e of this.snapshot.outbox) if (acked.has(e.clientMessageId)) this.outboxStore.remove(e.clientMessageId);
      this.update({ outbox: this.outboxStore.all() });
    }
  }

  private async afterConnect(): Promise<void> {
    // REST is the truth after every reconnect: the list, then every loaded conversation by sequence.
    this.refreshConversations();
    for (const id of Object.keys(this.snapshot.messages).map(Number)) {
      if (this.snapshot.messages[id]?.loaded) void this.catchUp(id);
    }
    const open = this.snapshot.openConversationId;
    if (open !== null) this.refreshPresence(open);
    await this.flushOutbox();
  }

  // Conversations

  conversation(conversationId: number): Conversation | undefined {
    return this.snapshot.conversations.find((c) => c.id === conversationId);
  }

  /** The conversation now shown (null: none). Opening marks it read and loads its messages. */
  openConversation(conversationId: number | null): void {
    this.update({ openConversationId: conversationId });
    if (conversationId === null) return;
    this.markRead(conversationId);
    this.loadMessages(conversationId).catch(() => {});
    this.refreshPresence(conversationId);
  }

  /** Finds or creates the conversation with another user (POST /api/conversations). */
  async startConversation(otherUserId: number): Promise<Conversation> {
    if (otherUserId === this.deps.userId) throw new Error('You cannot message yourself');
    const conversation = await this.deps.api.openConversation(this.deps.userId, otherUserId);
    if (!this.conversation(conversation.id)) {
      this.update({ conversations: sortConversations([...this.snapshot.conversations, conversation]) });
    }
    return conversation;
  }

  /** Zeroes the unread count here and on the server (mark-as-read). */
  markRead(conversationId: number): void {
    const conversation = this.conversation(conversationId);
    if (!conversation) return;
    if (conversation.unreadCount > 0) {
      this.setConversations(this.snapshot.conversations.map((c) => (c.id === conversationId ? withUnread(c, this.deps.userId, 0) : c)));
    }
    this.markReads.request(conversationId);
  }

  private keepOpenRead(conversations: Conversation[]): Conversation[] {
    const open = this.snapshot.openConversationId;
    return conversations.map((c) => (c.id === open ? withUnread(c, this.deps.userId, 0) : c));
  }

  private setConversations(conversations: Conversation[]): void {
    this.cache.saveConversations(conversations);
    this.update({ conversations });
  }

  totalUnread(): number {
    return this.snapshot.conversations.reduce((sum, c) => sum + Math.max(0, c.unreadCount), 0);
  }

  // Incoming frames

  private onIncoming(message: ChatMessage): void {
    if (!message || typeof message.conversationId !== 'number') return;
    const mine = message.senderId === this.deps.userId;
    const conversation = this.conversation(message.conversationId);
    const state = this.snapshot.messages[message.conversationId];
    const known = state?.messages ?? [];
    const gap = state?.loaded && lastSequence(known) > 0 && message.sequence > lastSequence(known) + 1;
    const isNew = !known.some((m) => m.id === message.id);
    this.applyMessages(message.conversationId, [message]);
    if (!state?.loaded) this.cache.addMessage(message);
    if (gap) void this.catchUp(message.conversationId);
    if (!mine) this.update({ typingUntil: { ...this.snapshot.typingUntil, [message.conversationId]: 0 } });

    if (!conversation) {
      // A conversation this tab has not seen yet: the list comes from the server.
      this.refreshConversations();
      return;
    }
    const open = this.snapshot.openConversationId === message.conversationId;
    const focused = this.deps.hasFocus?.() ?? true;
    const countIt = isNew && !mine && !open;
    this.setConversations(bumpConversation(this.snapshot.conversations, message, this.deps.userId, countIt));
    if (isNew && !mine && open && focused) this.markReads.request(message.conversationId);
  }

  /** The tab got the user's attention back: the open conversation is read now. */
  focusReturned(): void {
    const open = this.snapshot.openConversationId;
    if (open !== null) this.markRead(open);
  }

  private onPresence(body: PresenceBody): void {
    if (typeof body?.userId !== 'number') return;
    const change: Partial<ChatSnapshot> = { online: { ...this.snapshot.online, [body.userId]: body.online } };
    if (!body.online) {
      // A typist who went away is no longer typing.
      const typingUntil = { ...this.snapshot.typingUntil };
      for (const c of this.snapshot.conversations) if (c.opponentUserId === body.userId) typingUntil[c.id] = 0;
      change.typingUntil = typingUntil;
    }
    this.update(change);
  }

  private refreshPresence(conversationId: number): void {
    const other = this.conversation(conversationId)?.opponentUserId;
    if (other === undefined || !this.deps.presenceOf) return;
    this.deps.presenceOf(other)
      .then((p) => this.update({ online: { ...this.snapshot.online, [other]: p.online } }))
      .catch((err) => console.error('Error fetching presence:', err));
  }

  private onTyping(body: TypingBody): void {
    if (typeof body?.conversationId !== 'number' || body.userId === this.deps.userId) return;
    const now = (this.deps.now ?? Date.now)();
    this.update({ typingUntil: { ...this.snapshot.typingUntil, [body.conversationId]: body.typing ? now + TYPING_VISIBLE_MS : 0 } });
  }

  private onReceipt(body: ReceiptBody): void {
    if (typeof body?.conversationId !== 'number' || body.readerId === this.deps.userId) return;
    const current = this.snapshot.readUpTo[body.conversationId] ?? 0;
    if (body.lastReadSequence <= current) return;
    this.update({ readUpTo: { ...this.snapshot.readUpTo, [body.conversationId]: body.lastReadSequence } });
  }

  // Sending

  /**
   * Queues a message: shown at once as sending, kept in the outbox until the server's RECEIPT. Empty or
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
      const entry: OutboxEntry = {
        clientMessageId: newClientMessageId(), conversationId, senderId: this.deps.userId,
        recipientId: conversation.opponentUserId, content, createdAt: new Date((this.deps.now ?? Date.now)()).toISOString(),
        state: 'pending',
      };
      this.outboxStore.add(entry);
      this.update({ outbox: this.outboxStore.all() });
      this.lastTypingSent.delete(conversationId);
    } finally {
      this.sendInProgress = false;
    }
    void this.flushOutbox();
    return 'queued';
  }

  /** Sends a message the server refused again (the user pressed Retry), with the same client message id. */
  retry(clientMessageId: string): void {
    this.outboxStore.update(clientMessageId, { state: 'pending', error: undefined });
    this.update({ outbox: this.outboxStore.all() });
    void this.flushOutbox();
  }

  /** Removes a failed message the user gave up on. */
  discard(clientMessageId: string): void {
    this.outboxStore.remove(clientMessageId);
    this.update({ outbox: this.outboxStore.all() });
  }

  /** Sends every pending outbox entry in order, each after the previous one's RECEIPT. */
  flushOutbox(): Promise<void> {
    if (this.flushing) return this.flushing.then(() => (this.hasPending() ? this.flushOutbox() : undefined));
    const run = (async () => {
      for (;;) {
        const next = this.outboxStore.all().find((e) => e.state === 'pending');
        if (!next || !this.deps.socket.isConnected() || this.stopped) return;
        try {
          await this.deps.socket.publishWithReceipt(SEND_MESSAGE_DESTINATION, {
            senderId: next.senderId, recipientId: next.recipientId, content: next.content, clientMessageId: next.clientMessageId,
          });
          // Committed. The socket does not echo it to this session, so the catch-up fetches the stored copy.
          await this.catchUp(next.conversationId);
          if (this.outboxStore.all().some((e) => e.clientMessageId === next.clientMessageId)) {
            // Not seen by the catch-up yet (e.g. the conversation was never loaded): the receipt is enough.
            this.outboxStore.remove(next.clientMessageId);
            this.update({ outbox: this.outboxStore.all() });
            this.refreshConversations();
          }
        } catch (err) {
          if (err instanceof SendDeferredError) {
            // Over the send budget: the session stays open; the same message goes again once the server allows.
            this.scheduleFlush(err.retryAfterMs);
            return;
          }
          if (err instanceof SendRejectedError) {
            this.outboxStore.update(next.clientMessageId, { state: 'failed', error: err.message });
            this.update({ outbox: this.outboxStore.all() });
            continue;
          }
          // Interrupted: stays pending and goes again, with the same id, after the reconnect.
          return;
        }
      }
    })();
    this.flushing = run;
    return run.finally(() => {
      this.flushing = null;
    });
  }

  private scheduleFlush(afterMs: number): void {
    if (this.flushTimer || this.stopped) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      void this.flushOutbox();
    }, Math.max(100, afterMs));
  }

  private hasPending(): boolean {
    return this.outboxStore.all().some((e) => e.state === 'pending') && this.deps.socket.isConnected();
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
    return toChatItems(
      this.snapshot.messages[conversationId]?.messages ?? [],
      this.snapshot.outbox.filter((e) => e.conversationId === conversationId),
    );
  }
}

function withUnread(c: Conversation, userId: number, unread: number): Conversation {
  return {
    ...c,
    unreadCount: unread,
    ...(c.user1Id === userId ? { user1UnreadCount: unread } : { user2UnreadCount: unread }),
  };
}
