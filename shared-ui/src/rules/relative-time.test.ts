import {
  formatAge, formatChatDay, formatChatTime, formatChatTimestamp, formatNotificationTime, localDayKey, toDate,
} from './relative-time';

const now = new Date(2026, 5, 17, 15, 30, 0); // Wednesday 17 June 2026, 15:30 local time
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatNotificationTime', () => {
  it.each([
    [0, 'Just now'], [59_999, 'Just now'], [MIN, '1m ago'], [59 * MIN + 59_000, '59m ago'],
    [HOUR, '1h ago'], [23 * HOUR + 59 * MIN, '23h ago'], [DAY, '1d ago'], [7 * DAY - 1, '6d ago'],
  ])('%p ms ago → %p', (ms, expected) => {
    expect(formatNotificationTime(ago(ms), now)).toBe(expected);
  });

  it('uses a locale date from 7 days on', () => {
    const date = ago(7 * DAY);
    expect(formatNotificationTime(date, now)).toBe(date.toLocaleDateString());
  });

  it('accepts ISO strings and epoch numbers', () => {
    expect(formatNotificationTime(ago(5 * MIN).toISOString(), now)).toBe('5m ago');
    expect(formatNotificationTime(ago(2 * HOUR).getTime(), now)).toBe('2h ago');
  });

  it('treats a slightly future time as Just now and invalid input as empty', () => {
    expect(formatNotificationTime(new Date(now.getTime() + 5_000), now)).toBe('Just now');
    expect(formatNotificationTime('not a date', now)).toBe('');
    expect(formatNotificationTime(null, now)).toBe('');
  });
});

describe('formatChatTimestamp', () => {
  it('shows the time of day for today', () => {
    const date = new Date(2026, 5, 17, 0, 5);
    expect(formatChatTimestamp(date, now)).toBe(date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }));
  });

  it('shows Yesterday for the previous calendar day, even less than 24 h ago', () => {
    expect(formatChatTimestamp(new Date(2026, 5, 16, 23, 59), now)).toBe('Yesterday');
    expect(formatChatTimestamp(new Date(2026, 5, 16, 0, 1), now)).toBe('Yesterday');
  });

  it('shows the weekday within 7 days', () => {
    const date = new Date(2026, 5, 11, 9, 0); // six days earlier, a Thursday
    expect(formatChatTimestamp(date, now)).toBe(date.toLocaleDateString([], { weekday: 'long' }));
  });

  it('shows month and day from 7 days on', () => {
    const date = new Date(2026, 5, 10, 9, 0);
    expect(formatChatTimestamp(date, now)).toBe(date.toLocaleDateString([], { month: 'short', day: 'numeric' }));
  });

  it('returns empty text for invalid input', () => {
    expect(formatChatTimestamp(undefined, now)).toBe('');
    expect(formatChatTimestamp('garbage', now)).toBe('');
  });
});

describe('toDate', () => {
  it('parses valid values and rejects invalid ones', () => {
    expect(toDate('2026-01-02T03:04:05Z')?.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(toDate('')).toBeNull();
    expect(toDate(new Date(Number.NaN))).toBeNull();
  });
});

describe('formatChatDay (day dividers)', () => {
  it("says 'Today' and 'Yesterday' by calendar day, then the weekday within 7 days, then month and day", () => {
    expect(formatChatDay(new Date(2026, 5, 17, 0, 5), now)).toBe('Today');
    expect(formatChatDay(new Date(2026, 5, 16, 23, 59), now)).toBe('Yesterday');
    const thursday = new Date(2026, 5, 11, 9, 0);
    expect(formatChatDay(thursday, now)).toBe(thursday.toLocaleDateString([], { weekday: 'long' }));
    const older = new Date(2026, 5, 10, 9, 0);
    expect(formatChatDay(older, now)).toBe(older.toLocaleDateString([], { month: 'short', day: 'numeric' }));
  });

  it('returns empty text for invalid input', () => {
    expect(formatChatDay('garbage', now)).toBe('');
    expect(formatChatTime(null)).toBe('');
    expect(localDayKey('garbage')).toBeNull();
  });

  it('gives the time of day whatever the day, and one key per local calendar day', () => {
    const date = new Date(2026, 5, 10, 9, 30);
    expect(formatChatTime(date)).toBe(date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }));
    expect(localDayKey(new Date(2026, 5, 10, 0, 0))).toBe(localDayKey(new Date(2026, 5, 10, 23, 59)));
    expect(localDayKey(new Date(2026, 5, 10, 23, 59))).not.toBe(localDayKey(new Date(2026, 5, 11, 0, 0)));
  });
});

describe('formatAge', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it('names the age in the unit a person reads', () => {
    expect(formatAge(ago(20_000), now)).toBe('just now');
    expect(formatAge(ago(5 * 60_000), now)).toBe('5 min ago');
    expect(formatAge(ago(2 * 3_600_000 + 60_000), now)).toBe('2 h ago');
    expect(formatAge(ago(86_400_000), now)).toBe('1 day ago');
    expect(formatAge(ago(3 * 86_400_000), now)).toBe('3 days ago');
    expect(formatAge(ago(90 * 86_400_000), now)).toBe('3 months ago');
  });
  it('is empty for a missing or invalid time and "just now" for a future one', () => {
    expect(formatAge(null, now)).toBe('');
    expect(formatAge('not a date', now)).toBe('');
    expect(formatAge(new Date(now.getTime() + 60_000), now)).toBe('just now');
  });
});
