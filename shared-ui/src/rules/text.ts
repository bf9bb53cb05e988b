/** Unread badge text (SPEC §9): '99+' above 99, null (render nothing) for zero, negatives or missing values. */
export function formatBadgeCount(count: number | null | undefined): string | null {
  if (count === null || count === undefined || !Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

/** Conversation preview (SPEC §9): cut at `max` characters plus '...'. */
export function truncatePreview(text: string | null | undefined, max = 50): string {
  if (!text) return '';
  // Array.from counts emoji and other astral characters as one character and never splits them.
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

/** Up to two initials from a display name ('Jane Doe' → 'JD'); '' when there is no usable name. */
export function initials(name: string | null | undefined): string {
  if (!name) return '';
  const words = name.trim().split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const letters = words
    .slice(0, 2)
    .map((w) => Array.from(w.replace(/^[^\p{L}\p{N}]+/u, ''))[0] ?? '')
    .join('');
  return letters.toUpperCase();
}
