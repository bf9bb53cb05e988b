import { ApiError, authFetch, onSignedOut } from 'shared-auth';
import type { ChannelDetail } from 'shared-api';

/** A prefetched channel is used once and only while this fresh; after that the page asks the server again. */
export const PREFETCH_FRESH_MS = 15_000;

interface Prefetch {
  at: number;
  detail: Promise<ChannelDetail | null>;
  /** Set once the answer is in (a failure leaves it unset: the page asks again). */
  settled?: { detail: ChannelDetail | null };
}

const prefetched = new Map<string, Prefetch>();
let clearedOnSignOut = false;

async function requestChannelDetail(id: string): Promise<ChannelDetail | null> {
  try {
    return await authFetch<ChannelDetail>(`/api/channels/${encodeURIComponent(id)}`);
  } catch (error) {
    // 400: the id is not a channel id at all, which for the visitor is the same as an unknown channel.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/**
 * Starts GET /api/channels/{id} before the page asks for it (the page's data while the session is restored).
 * A second prefetch of the same id while one waits does nothing.
 */
export function prefetchChannelDetail(id: string, now = Date.now()): void {
  if (prefetched.has(id)) return;
  // A prefetch belongs to the member who was signed in: the next one in this tab asks for their own.
  if (!clearedOnSignOut) {
    onSignedOut(() => prefetched.clear());
    clearedOnSignOut = true;
  }
  const entry: Prefetch = { at: now, detail: requestChannelDetail(id) };
  // Nobody may ever read a prefetch; its failure is the page's own request's business.
  entry.detail.then((detail) => { entry.settled = { detail }; }, () => undefined);
  prefetched.set(id, entry);
}

/** Takes the prefetch of `id` out (each is used once); undefined when there is none or it is stale. */
function takeFresh(id: string, now: number): Prefetch | undefined {
  const entry = prefetched.get(id);
  prefetched.delete(id);
  return entry && now - entry.at <= PREFETCH_FRESH_MS ? entry : undefined;
}

/**
 * The answer of a fresh prefetch of `id` that has already arrived, taken (used once); undefined when there is
 * none yet (a prefetch still under way stays for fetchChannelDetail). Lets the page's first render show the
 * channel instead of a skeleton.
 */
export function takePrefetchedChannelDetail(id: string, now = Date.now()): { detail: ChannelDetail | null } | undefined {
  if (!prefetched.get(id)?.settled) return undefined;
  return takeFresh(id, now)?.settled;
}

/**
 * GET /api/channels/{id} (bearer): the card-mapped channel plus tags and languages. The id may be the channel id
 * or the YouTube channel id. Resolves null when no such channel exists; other failures reject. Takes a fresh
 * prefetch of the same id when there is one; a failed prefetch is asked again rather than shown as an error.
 */
export function fetchChannelDetail(id: string, now = Date.now()): Promise<ChannelDetail | null> {
  const early = takeFresh(id, now);
  return early ? early.detail.catch(() => requestChannelDetail(id)) : requestChannelDetail(id);
}
