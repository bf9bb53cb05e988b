// Reading a busy conversation costs at most one mark-as-read per conversation every few seconds, whatever the
// message rate: the first request goes at once, later ones within the interval are folded into one trailing call
// at its end (so the server's count ends at zero after a burst, and the bell with it).

export const MARK_READ_INTERVAL_MS = 3_000;

export class MarkReadThrottle {
  private readonly lastSent = new Map<number, number>();
  private readonly trailing = new Map<number, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly send: (conversationId: number) => void,
    private readonly intervalMs = MARK_READ_INTERVAL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  request(conversationId: number): void {
    if (this.trailing.has(conversationId)) return;
    const wait = (this.lastSent.get(conversationId) ?? -Infinity) + this.intervalMs - this.now();
    if (wait <= 0) {
      this.fire(conversationId);
      return;
    }
    this.trailing.set(conversationId, setTimeout(() => {
      this.trailing.delete(conversationId);
      this.fire(conversationId);
    }, wait));
  }

  /** Drops the calls still waiting (the service stopped). */
  cancel(): void {
    for (const timer of this.trailing.values()) clearTimeout(timer);
    this.trailing.clear();
  }

  private fire(conversationId: number): void {
    this.lastSent.set(conversationId, this.now());
    this.send(conversationId);
  }
}
