// The conversation list (SPEC §4): loaded over REST at start (cache first) and after every (re)connect, and changed
// in memory by each message the connection pushes (last message, order, unread count), never re-read per message.
import type { ChatMessage, Conversation } from 'shared-api';
import type { ChatApi } from '../api/chat-api';
import type { ChatCache } from '../rules/chat-cache';
import { bumpConversation, sortConversations } from '../rules/conversation-order';
import { MarkReadThrottle } from './mark-read-throttle';
import { StateSlice, type JotaiStore } from '../../../state/state-slice';

export interface ConversationState {
  conversations: Conversation[];
  conversationsLoaded: boolean;
  conversationsLoading: boolean;
  conversationsError: string | null;
  openConversationId: number | null;
}

export interface ConversationStoreDeps {
  userId: number;
  api: ChatApi;
  cache: ChatCache;
  store: JotaiStore;
  live: () => boolean;
  /** Called with every list the server returned (read receipts and the preload read it). */
  onLoaded(conversations: Conversation[]): void;
}

const initialState = (): ConversationState => ({
  conversations: [], conversationsLoaded: false, conversationsLoading: false, conversationsError: null, openConversationId: null,
});

export class ConversationStore {
  readonly state: StateSlice<ConversationState>;
  private load: Promise<void> | null = null;
  private readonly markReads: MarkReadThrottle;

  constructor(private readonly deps: ConversationStoreDeps) {
    this.state = new StateSlice(deps.store, initialState, deps.live);
    this.markReads = new MarkReadThrottle((conversationId) => {
      this.deps.api.markAsRead(conversationId, this.deps.userId).catch(() => {});
    });
  }

  get conversations(): Conversation[] {
    return this.state.value.conversations;
  }

  find(conversationId: number): Conversation | undefined {
    return this.conversations.find((c) => c.id === conversationId);
  }

  /** The cached list (fresh for 5 minutes), if any: true when it was used. */
  fromCache(): boolean {
    const cached = this.deps.cache.conversations();
    if (cached) this.state.set({ conversations: sortConversations(cached), conversationsLoaded: true });
    return cached !== null;
  }

  /** GET /api/conversations/{userId}; one at a time (a second call joins the running one). */
  loadAll(): Promise<void> {
    if (this.load) return this.load;
    this.state.set({ conversationsLoading: true });
    const run = (async () => {
      try {
        const conversations = sortConversations(await this.deps.api.conversations(this.deps.userId));
        this.deps.cache.saveConversations(conversations);
        this.state.set({ conversations: this.keepOpenRead(conversations), conversationsLoaded: true, conversationsError: null });
        this.deps.onLoaded(conversations);
      } catch (err) {
        this.state.set({ conversationsError: 'Your conversations could not be loaded. Check your connection and try again.' });
        throw err;
      } finally {
        this.state.set({ conversationsLoading: false });
        this.load = null;
      }
    })();
    this.load = run;
    return run;
  }

  /** Finds or creates the conversation with another user (POST /api/conversations). */
  async start(otherUserId: number): Promise<Conversation> {
    const conversation = await this.deps.api.openConversation(this.deps.userId, otherUserId);
    if (!this.find(conversation.id)) this.state.set({ conversations: sortConversations([...this.conversations, conversation]) });
    return conversation;
  }

  open(conversationId: number | null): void {
    this.state.set({ openConversationId: conversationId });
  }

  get openId(): number | null {
    return this.state.value.openConversationId;
  }

  /** A pushed (or confirmed) message: last message, order and unread count change here, in memory. */
  applyMessage(message: ChatMessage, countUnread: boolean): void {
    this.save(bumpConversation(this.conversations, message, this.deps.userId, countUnread));
  }

  /** Zeroes the unread count here and on the server (mark-as-read, at most one call every few seconds). */
  markRead(conversationId: number): void {
    const conversation = this.find(conversationId);
    if (!conversation) return;
    if (conversation.unreadCount > 0) {
      this.save(this.conversations.map((c) => (c.id === conversationId ? withUnread(c, this.deps.userId, 0) : c)));
    }
    this.markReads.request(conversationId);
  }

  /** A message arrived in the open conversation while the member was looking at it. */
  readArrived(conversationId: number): void {
    this.markReads.request(conversationId);
  }

  totalUnread(): number {
    return this.conversations.reduce((sum, c) => sum + Math.max(0, c.unreadCount), 0);
  }

  stop(): void {
    this.markReads.cancel();
  }

  private keepOpenRead(conversations: Conversation[]): Conversation[] {
    const open = this.openId;
    return conversations.map((c) => (c.id === open ? withUnread(c, this.deps.userId, 0) : c));
  }

  private save(conversations: Conversation[]): void {
    this.deps.cache.saveConversations(conversations);
    this.state.set({ conversations });
  }
}

function withUnread(c: Conversation, userId: number, unread: number): Conversation {
  return {
    ...c,
    unreadCount: unread,
    ...(c.user1Id === userId ? { user1UnreadCount: unread } : { user2UnreadCount: unread }),
  };
}
