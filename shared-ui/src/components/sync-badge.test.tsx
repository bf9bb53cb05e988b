import { screen } from '@testing-library/react';
import { renderWithUi } from '../test-support/render-with-ui';
import { SyncBadge, syncStateOf } from './sync-badge';

const now = new Date('2026-11-25T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

describe('SyncBadge', () => {
  it('says "Verified · synced 2 h ago" and explains what verified means in its title', () => {
    renderWithUi(<SyncBadge state="verified" syncedAt={hoursAgo(2)} now={now} />);
    const badge = screen.getByText('Verified · synced 2 h ago');
    expect(badge).toHaveAttribute('title', expect.stringContaining('reads these numbers from YouTube itself'));
  });

  it('says the numbers are stale when the grant was revoked, or when never synced', () => {
    renderWithUi(<SyncBadge state="reconnect" syncedAt={hoursAgo(30)} now={now} />);
    expect(screen.getByText('Stale · YouTube disconnected')).toHaveAttribute('title', expect.stringContaining('last synced 1 day ago'));
    renderWithUi(<SyncBadge state="stale" syncedAt={null} now={now} />);
    expect(screen.getByText('Not synced yet')).toBeInTheDocument();
  });

  it('derives verified within 7 days, stale after', () => {
    expect(syncStateOf(hoursAgo(24 * 6), now.getTime())).toBe('verified');
    expect(syncStateOf(hoursAgo(24 * 8), now.getTime())).toBe('stale');
    expect(syncStateOf(null, now.getTime())).toBe('stale');
  });
});
