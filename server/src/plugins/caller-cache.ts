// The caller's user row and channel id, remembered for a few seconds for the hot read-only routes (discovery,
// name search) that use only the caller's ids: they then cost no database round trip for authentication.
// Other routes always load the caller fresh, and every such request drops the caller's entry when it ends, so a
// member's own change (registration, a connected channel, a profile or plan change) is never served stale from
// here. Only changes made by someone else (a billing webhook, another server instance) can lag, by at most the
// time to live, and only on the routes that opted in. Unregistered callers are never remembered.
import type { UserRow } from '../db/schema';

export interface CachedCaller { user: UserRow; channelId: number | null }

interface Entry extends CachedCaller { expiresAtMs: number }

export interface CallerCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

export class CallerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(private readonly opts: CallerCacheOptions) {
    this.now = opts.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The remembered caller, or undefined when absent or older than the time to live. */
  get(uid: string): CachedCaller | undefined {
    const entry = this.entries.get(uid);
    if (entry === undefined) return undefined;
    if (entry.expiresAtMs > this.now()) return entry;
    this.entries.delete(uid);
    return undefined;
  }

  /** Remembers a registered caller (an unregistered one is forgotten instead). */
  set(uid: string, caller: { user: UserRow | null; channelId: number | null }): void {
    this.entries.delete(uid);
    if (caller.user === null || this.opts.ttlMs <= 0) return;
    this.entries.set(uid, { user: caller.user, channelId: caller.channelId, expiresAtMs: this.now() + this.opts.ttlMs });
    if (this.entries.size > this.opts.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(uid: string): void {
    this.entries.delete(uid);
  }
}
