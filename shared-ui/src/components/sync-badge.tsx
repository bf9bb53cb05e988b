import { formatAge, type DateInput } from '../rules/relative-time';
import { Badge } from './badge';

export type SyncBadgeState = 'verified' | 'stale' | 'reconnect';

export interface SyncBadgeProps {
  state: SyncBadgeState;
  syncedAt: DateInput;
  /** For tests: the time "ago" is measured from. */
  now?: Date;
}

const STALE_MS = 7 * 86_400_000;

/** 'verified' when synced within 7 days (the server's STALE_AFTER_DAYS), else 'stale'. */
export function syncStateOf(syncedAt: DateInput, now = Date.now()): SyncBadgeState {
  const at = syncedAt ? new Date(syncedAt).getTime() : NaN;
  return Number.isFinite(at) && now - at <= STALE_MS ? 'verified' : 'stale';
}

const MEANING = 'Verified: CollabHub reads these numbers from YouTube itself; the creator cannot edit them.';

/** "Verified · synced 2 h ago": how fresh a channel's YouTube numbers are, with what "verified" means as its title. */
export function SyncBadge({ state, syncedAt, now }: SyncBadgeProps) {
  const age = formatAge(syncedAt, now);
  if (state === 'reconnect') {
    return (
      <Badge tone="warning" title={`${MEANING} YouTube access was revoked, so these numbers are no longer refreshed${age ? ` (last synced ${age})` : ''}.`}>
        Stale · YouTube disconnected
      </Badge>
    );
  }
  if (!age) return <Badge tone="neutral" title={`${MEANING} Not synced yet.`}>Not synced yet</Badge>;
  return (
    <Badge tone={state === 'verified' ? 'success' : 'warning'} title={`${MEANING} Last checked ${age}${state === 'stale' ? '; the numbers may be out of date' : ''}.`}>
      {state === 'verified' ? 'Verified' : 'Stale'} · synced {age}
    </Badge>
  );
}
