import type { UserTag } from 'shared-auth';

/** Up to this many shared topics are named in the invite notice (SPEC §9). */
export const SHARED_TOPICS_MAX = 3;

function key(tagName: string): string {
  return tagName.trim().toLowerCase();
}

/** Tag names the other channel shares with the member's own tags, compared by tag name (SPEC §3), no repeats. */
export function sharedTagNames(theirs: readonly UserTag[], mine: readonly UserTag[] | null | undefined): string[] {
  const own = new Set((mine ?? []).map((t) => key(t.tagName)).filter(Boolean));
  const seen = new Set<string>();
  const shared: string[] = [];
  for (const tag of theirs) {
    const k = key(tag.tagName);
    if (!k || !own.has(k) || seen.has(k)) continue;
    seen.add(k);
    shared.push(tag.tagName.trim());
  }
  return shared;
}

/** The non-member notice (SPEC §2); with shared tags it names up to three of them. */
export function inviteNotice(channelName: string, productName: string, shared: readonly string[]): string {
  const base = `${channelName} is not yet a member of ${productName}.`;
  if (shared.length === 0) return base;
  const topics = shared.slice(0, SHARED_TOPICS_MAX);
  const list = topics.length === 1 ? topics[0] : `${topics.slice(0, -1).join(', ')} and ${topics[topics.length - 1]}`;
  return `${base} You both create content about ${list} — invite them to collaborate on ${productName}!`;
}
