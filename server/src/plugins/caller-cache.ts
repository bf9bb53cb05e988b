// The caller's user row and channel id, remembered for a few seconds for the hot read-only routes (discovery,
// name search) that use only the caller's ids: they then cost no database round trip for authentication.
// Other routes always load the caller fresh, and every such request drops the caller's entry when it ends, so a
// member's own change (registration, a connected channel, a profile or plan change) is never served stale from
// here. Only changes made by someone else (a billing webhook, another server instance) can lag, by at most the
// time to live, and only on the routes that opted in. Unregistered callers are never remembered.
//
// A remembered caller also carries a memo (CallerMemo) of what those routes derive from the caller alone, such as
// their own channel's place in the listings: it lives and is dropped with the entry, so it is never older than the
// caller itself.
import { BoundedCache } from '../caching/bounded-cache';
import type { UserRow } from '../db/schema';

/** Values derived from one caller, each loaded once while the caller stays remembered; a failed load is not kept. */
export class CallerMemo {
  private readonly values = new Map<string, Promise<unknown>>();

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const known = this.values.get(key) as Promise<T> | undefined;
    if (known !== undefined) return known;
    const value = load();
    this.values.set(key, value);
    value.catch(() => {
      if (this.values.get(key) === value) this.values.delete(key);
    });
    return value;
  }
}

export interface CachedCaller { user: UserRow; channelId: number | null; memo: CallerMemo }

export interface CallerCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

export class CallerCache {
  private readonly entries: BoundedCache<string, CachedCaller>;

  constructor(opts: CallerCacheOptions) {
    this.entries = new BoundedCache({ maxEntries: opts.maxEntries, ttlMs: opts.ttlMs, now: opts.now });
  }

  get size(): number {
    return this.entries.size;
  }

  /** The remembered caller, or undefined when absent or older than the time to live. */
  get(uid: string): CachedCaller | undefined {
    return this.entries.get(uid);
  }

  /** Remembers a registered caller (an unregistered one is forgotten instead). */
  set(uid: string, caller: { user: UserRow | null; channelId: number | null }): void {
    if (caller.user === null) this.entries.delete(uid);
    else this.entries.set(uid, { user: caller.user, channelId: caller.channelId, memo: new CallerMemo() });
  }

  delete(uid: string): void {
    this.entries.delete(uid);
  }
}
