// Verified ID tokens, remembered until they expire. Verifying a token with a revocation check is an HTTP round
// trip to Firebase (and always one with the Auth emulator), far too slow to repeat on every call. Entries are
// keyed by a SHA-256 of the token (the raw token is never kept as a key), re-checked for revocation in the
// background after a bounded interval, and capped in number (oldest dropped first).
import { createHash } from 'node:crypto';
import { BoundedCache } from '../caching/bounded-cache';

export interface VerifiedToken {
  uid: string;
  email: string | null;
  /** The `moderator` custom claim (set with server/src/scripts/set-moderator.ts). */
  moderator?: boolean;
  /** Expiry of the token, epoch milliseconds. */
  expiresAtMs: number;
}

export interface TokenCacheOptions {
  /** Verifies the token with Firebase; `checkRevoked` asks Firebase whether the session was revoked. */
  verify(token: string, checkRevoked: boolean): Promise<VerifiedToken>;
  /** How long a verified token is trusted before revocation is checked again. */
  revocationCheckMs: number;
  maxEntries: number;
  /**
   * Whether a failed check says nothing about the token (Firebase out of reach). Then a remembered, unexpired
   * verification is still served and its revocation asked again after `outageRetryMs`, so an outage does not
   * turn away every member signed in before it; a sign-in (`fresh`) or a token not yet verified still fails.
   */
  isOutage?: (err: unknown) => boolean;
  /** How long a remembered token is served before its revocation is asked again after an outage (default 30 s). */
  outageRetryMs?: number;
  now?: () => number;
}

interface Entry { token: VerifiedToken; checkedAtMs: number }

export function tokenKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export class TokenCache {
  /** Each verification is kept until its token expires (its own time to live). */
  private readonly entries: BoundedCache<string, Entry>;
  /** Verifications under way, so a burst of calls with one new token verifies it once. */
  private readonly pending = new Map<string, Promise<VerifiedToken>>();
  private readonly now: () => number;

  constructor(private readonly opts: TokenCacheOptions) {
    this.now = opts.now ?? Date.now;
    this.entries = new BoundedCache({ maxEntries: opts.maxEntries, now: this.now });
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The verified identity of a token. `fresh` (sign-in) always asks Firebase, revocation included; otherwise a
   * remembered verification is used until the token expires. Once `revocationCheckMs` has passed, Firebase is asked
   * again in the background: the call that finds the check due is served, not held for Firebase's answer, and a
   * revoked session is refused from the first call after that answer.
   */
  async verify(token: string, opts: { fresh?: boolean } = {}): Promise<VerifiedToken> {
    const key = tokenKey(token);
    const entry = this.entries.get(key);
    if (entry && !opts.fresh) {
      if (this.now() - entry.checkedAtMs >= this.opts.revocationCheckMs && !this.pending.has(key)) {
        this.check(token, key, false).catch(() => undefined); // a refusal is remembered as the entry's removal
      }
      return entry.token;
    }
    const running = opts.fresh ? undefined : this.pending.get(key);
    return running ?? this.check(token, key, opts.fresh === true);
  }

  /** Asks Firebase (revocation included) and remembers the answer; one check per token at a time unless `fresh`. */
  private check(token: string, key: string, fresh: boolean): Promise<VerifiedToken> {
    const verification = this.opts.verify(token, true).then(
      (verified) => {
        this.remember(key, verified);
        return verified;
      },
      (err: unknown) => {
        if (this.opts.isOutage?.(err)) {
          // Says nothing about the token: a remembered one is kept, and served unless this was a sign-in. Its
          // revocation check could not be made, so it is asked again after outageRetryMs.
          const known = this.entries.get(key);
          if (!known || fresh) throw err;
          known.checkedAtMs = this.now() - this.opts.revocationCheckMs + (this.opts.outageRetryMs ?? 30_000);
          return known.token;
        }
        // A revoked, disabled or expired token is forgotten at once.
        this.entries.delete(key);
        throw err;
      },
    );
    const tracked = verification.finally(() => {
      if (this.pending.get(key) === tracked) this.pending.delete(key);
    });
    this.pending.set(key, tracked);
    return tracked;
  }

  private remember(key: string, token: VerifiedToken): void {
    const now = this.now();
    this.entries.set(key, { token, checkedAtMs: now }, { ttlMs: token.expiresAtMs - now });
  }
}
