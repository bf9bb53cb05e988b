// Messages typed but not yet acknowledged by the server, kept in localStorage so a reload or a lost connection
// never loses them. Each keeps its client message id: a resend with the same id returns the original on the server.
export const OUTBOX_PREFIX = 'chat_outbox_';

export interface OutboxEntry {
  clientMessageId: string;
  conversationId: number;
  senderId: number;
  recipientId: number;
  content: string;
  createdAt: string;
  /** 'pending' waits for (re)sending; 'failed' was refused by the server and waits for the user's Retry. */
  state: 'pending' | 'failed';
  error?: string;
}

export class Outbox {
  constructor(private readonly storage: Storage, private readonly userId: number) {}

  private get key(): string {
    return `${OUTBOX_PREFIX}${this.userId}`;
  }

  all(): OutboxEntry[] {
    try {
      const parsed = JSON.parse(this.storage.getItem(this.key) ?? '[]') as unknown;
      return Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
    } catch {
      return [];
    }
  }

  private save(entries: OutboxEntry[]): void {
    try {
      if (entries.length === 0) this.storage.removeItem(this.key);
      else this.storage.setItem(this.key, JSON.stringify(entries));
    } catch (err) {
      console.error('Error saving the chat outbox:', err);
    }
  }

  add(entry: OutboxEntry): void {
    this.save([...this.all().filter((e) => e.clientMessageId !== entry.clientMessageId), entry]);
  }

  update(clientMessageId: string, change: Partial<OutboxEntry>): void {
    this.save(this.all().map((e) => (e.clientMessageId === clientMessageId ? { ...e, ...change } : e)));
  }

  remove(clientMessageId: string): void {
    this.save(this.all().filter((e) => e.clientMessageId !== clientMessageId));
  }
}

/** A client message id that is unique per browser and readable in logs. */
export function newClientMessageId(random: () => string = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`): string {
  return `c-${random()}`;
}
