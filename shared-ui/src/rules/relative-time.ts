export type DateInput = Date | string | number | null | undefined;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Parses a date-like value; null when missing or invalid. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Notification time (SPEC §5): 'Just now' under 1 minute, 'Nm ago', 'Nh ago', 'Nd ago' under 7 days,
 * otherwise a locale date. Times slightly in the future (clock skew) count as 'Just now'. Invalid input → ''.
 */
export function formatNotificationTime(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const diff = now.getTime() - date.getTime();
  if (diff < MINUTE) return 'Just now';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}m ago`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}h ago`;
  if (diff < 7 * DAY) return `${Math.floor(diff / DAY)}d ago`;
  return date.toLocaleDateString();
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days between two dates, in local time (DST-safe via rounding). */
function calendarDaysBetween(earlier: Date, later: Date): number {
  return Math.round((startOfDay(later) - startOfDay(earlier)) / DAY);
}

/**
 * Chat timestamp (SPEC §9): time of day if today, 'Yesterday', weekday within 7 days, otherwise month and day.
 * Invalid input → ''.
 */
export function formatChatTimestamp(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  return calendarDaysBetween(date, now) <= 0 ? formatChatTime(date) : formatChatDay(date, now);
}

/** The time of day of a chat message (the day is shown by its day divider). Invalid input → ''. */
export function formatChatTime(value: DateInput): string {
  const date = toDate(value);
  return date ? date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : '';
}

/**
 * A chat day divider, by the chat timestamp's rules (SPEC §9): 'Today', 'Yesterday', the weekday within 7 days,
 * otherwise month and day. Invalid input → ''.
 */
export function formatChatDay(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const days = calendarDaysBetween(date, now);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return date.toLocaleDateString([], { weekday: 'long' });
  return date.toLocaleDateString([], { month: 'short', day: 'numeric' });
}

/** The local calendar day of a date-like value ('2026-11-25'), for telling days apart; null when invalid. */
export function localDayKey(value: DateInput): string | null {
  const date = toDate(value);
  return date ? `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}` : null;
}

/**
 * How long ago, for freshness labels ("synced 2 h ago", "Last upload 3 days ago"): 'just now' under a minute,
 * 'N min ago', 'N h ago', 'N day(s) ago' under 60 days, then 'N months ago'. Invalid input → ''.
 */
export function formatAge(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const diff = Math.max(0, now.getTime() - date.getTime());
  if (diff < MINUTE) return 'just now';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)} min ago`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)} h ago`;
  const days = Math.floor(diff / DAY);
  if (days < 60) return days === 1 ? '1 day ago' : `${days} days ago`;
  return `${Math.floor(days / 30)} months ago`;
}
