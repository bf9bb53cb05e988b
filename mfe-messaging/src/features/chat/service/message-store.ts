// The messages of each conversation (SPEC §4): the newest page over REST when a conversation is first shown (cache
// first), older pages on scroll, and afterwards only what the connection pushes. REST is read again only to catch
// up by sequence: after a (re)connect, or when a pushed message shows a gap. Loads run one at a time.
import type { ChatMessage, Conversation } from 'shared-api';
import type { ChatApi } from '../api/chat-api';
import type { ChatCache } from '../rules/chat-cache';
import { lastSequence, mergeMessages } from '../rules/message-list';
import { StateSlice, type JotaiStore } from '../../../state/state-slice';

export const HISTORY_PAGE_SIZE = 50;
/** The server's page size for a catch-up by sequence: a shorter page is the last one. */
const CATCH_UP_PAGE_SIZE = 200;

export interface ConversationMessages {
  messages: ChatMessage[];
  loaded: boolean;
  loading: boolean;
  loadingOlder: boolean;
  hasOlder: boolean;
  error: string | null;
}

export interface MessageState {
  messages: Readonly<Record<number, ConversationMessages>>;
}

export interface MessageStoreDeps {
  userId: number;
  api: ChatApi;
  cache: ChatCache;
  store: JotaiStore;
  live: () => boolean;
  conversation(conversationId: number): Conversation | undefined;
  /** Every batch of stored messages this store took in (the outbox settles its entries from them). */
  onApplied(messages: ChatMessage[]): void;
}

const EMPTY: ConversationMessages = {
  messages: [], loaded: false, loading: false, loadingOlder: false, hasOlder: true, error: null,
};

export class MessageStore {
  readonly state: StateSlice<MessageState>;
  /** Message loads run one at a time (SPEC §4): each waits for the one before. */
  private queue: Promise<void> = Promise.resolve();
  private readonly loads = new Map<number, Promise<void>>();

  constructor(private readonly deps: MessageStoreDeps) {
    this.state = new StateSlice(deps.store, () => ({ messages: {} }), deps.live);
  }

  of(conversationId: number): ConversationMessages | undefined {
    return this.state.value.messages[conversationId];
  }

  /** Conversations whose newest page is held (caught up after a reconnect). */
  loadedIds(): number[] {
    return Object.entries(this.state.value.messages).filter(([, s]) => s.loaded).map(([id]) => Number(id));
  }

  private change(conversationId: number, change: Partial<ConversationMessages>): void {
    const current = this.of(conversationId) ?? EMPTY;
    this.state.set({ messages: { ...this.state.value.messages, [conversationId]: { ...current, ...change } } });
  }

  /** The newest page of a conversation (cache first, fresh for 10 minutes); loads run one at a time. */
  load(conversationId: number, { force = false } = {}): Promise<void> {
    const state = this.of(conversationId);
    if (!force && state?.loaded) return Promise.resolve();
    const running = this.loads.get(conversationId);
    if (running) return running;
    if (!force) {
      const cached = this.deps.cache.messages(conversationId);
      if (cached) {
        this.change(conversationId, {
          messages: mergeMessages(state?.messages ?? [], cached), loaded: true, hasOlder: cached.length >= HISTORY_PAGE_SIZE,
        });
        // Anything newer than the cache comes from the server by sequence.
        return this.catchUp(conversationId);
      }
    }
    const conversation = this.deps.conversation(conversationId);
    if (!conversation) return Promise.reject(new Error(`Unknown conversation ${conversationId}`));
    this.change(conversationId, { loading: true, error: null });
    const run = this.serial(async () => {
      try {
        const page = await this.deps.api.history(this.deps.userId, conversation.opponentUserId, undefined, HISTORY_PAGE_SIZE);
        const merged = mergeMessages(this.of(conversationId)?.messages ?? [], page);
        this.deps.cache.saveMessages(conversationId, merged);
        this.change(conversationId, { messages: merged, loaded: true, hasOlder: page.length >= HISTORY_PAGE_SIZE });
        this.deps.onApplied(page);
      } catch (err) {
        this.change(conversationId, { error: 'Messages could not be loaded. Please try again.' });
        throw err;
      } finally {
        this.change(conversationId, { loading: false });
        this.loads.delete(conversationId);
      }
    });
    this.loads.set(conversationId, run);
    return run;
  }

  /** Older messages before the first one shown (scrolling up). */
  async loadOlder(conversationId: number): Promise<void> {
    const state = this.of(conversationId);
    const conversation = this.deps.conversation(conversationId);
    if (!state?.loaded || !state.hasOlder || state.loadingOlder || !conversation) return;
    const first = state.messages[0]?.sequence;
    if (first === undefined) return;
    this.change(conversationId, { loadingOlder: true });
    try {
      const page = await this.serial(() =>
        this.deps.api.history(this.deps.userId, conversation.opponentUserId, first, HISTORY_PAGE_SIZE));
      this.change(conversationId, {
        messages: mergeMessages(this.of(conversationId)?.messages ?? [], page),
        hasOlder: page.length >= HISTORY_PAGE_SIZE,
      });
    } catch {
      this.change(conversationId, { error: 'Older messages could not be loaded. Please try again.' });
    } finally {
      this.change(conversationId, { loadingOlder: false });
    }
  }

  /** Everything after the last known sequence (after a reconnect, or a gap in the sequence). */
  async catchUp(conversationId: number): Promise<void> {
    let after = lastSequence(this.of(conversationId)?.messages ?? []);
    try {
      await this.serial(async () => {
        for (;;) {
          const page = await this.deps.api.catchUp(conversationId, after);
          if (page.length === 0) break;
          this.apply(conversationId, page);
          after = lastSequence(page);
          if (page.length < CATCH_UP_PAGE_SIZE) break;
        }
      });
    } catch (err) {
      console.error('Error catching up messages:', err);
    }
  }

  /**
   * A message the connection pushed (or confirmed to its sender): stored in memory (and in the cache), nothing is
   * read back. Returns whether it was new here and whether it left a gap (which a catch-up then fills).
   */
  push(message: ChatMessage): { isNew: boolean; gap: boolean } {
    const state = this.of(message.conversationId);
    const known = state?.messages ?? [];
    const gap = Boolean(state?.loaded) && lastSequence(known) > 0 && message.sequence > lastSequence(known) + 1;
    const isNew = !known.some((m) => m.id === message.id);
    this.apply(message.conversationId, [message]);
    if (!state?.loaded) this.deps.cache.addMessage(message);
    if (gap) void this.catchUp(message.conversationId);
    return { isNew, gap };
  }

  private apply(conversationId: number, incoming: ChatMessage[]): void {
    const current = this.of(conversationId);
    const merged = mergeMessages(current?.messages ?? [], incoming);
    if (current?.loaded) this.deps.cache.saveMessages(conversationId, merged);
    this.change(conversationId, { messages: merged });
    this.deps.onApplied(incoming);
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.then(() => undefined, () => undefined);
    return run;
  }
}
