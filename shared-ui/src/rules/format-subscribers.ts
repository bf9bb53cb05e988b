import { SUBSCRIBERS_MAX_DEFAULT, SUBSCRIBERS_MIN_DEFAULT } from 'shared-api/constants';
import { formatThousands } from './format-thousands';

/** Subscriber range used by the dashboard filters (SPEC §9), from the API contract, with its display label. */
export const SUBSCRIBER_RANGE = {
  min: SUBSCRIBERS_MIN_DEFAULT,
  max: SUBSCRIBERS_MAX_DEFAULT,
  maxLabel: `${formatThousands(SUBSCRIBERS_MAX_DEFAULT)}+`,
} as const;

/** One decimal, with a trailing '.0' trimmed so 1,000 reads '1K' rather than '1.0K'. */
function oneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1).replace(/\.0$/, '');
}

/**
 * Subscriber display (SPEC §9): K from 1,000, M from 1,000,000, one decimal; below 1,000 as is.
 * Missing or non-numeric values show 'N/A'. Numeric strings (as some API fields deliver them) are accepted.
 */
export function formatSubscribers(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return 'N/A';
  if (typeof value === 'string' && value.trim() === '') return 'N/A';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n < 0) return 'N/A';
  // 999,950 rounds to 1,000.0K; switch to M so it never reads '1000K'.
  if (n >= 1_000_000 || Math.round(n / 100) >= 10_000) return `${oneDecimal(n / 1_000_000)}M`;
  if (n >= 1_000) return `${oneDecimal(n / 1_000)}K`;
  return String(Math.round(n));
}
