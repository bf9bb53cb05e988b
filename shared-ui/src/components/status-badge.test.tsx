import { screen } from '@testing-library/react';
import { renderWithUi } from '../test-support/render-with-ui';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it('shows the label with a dot for a known status', () => {
    renderWithUi(<StatusBadge status={1} />);
    expect(screen.getByText('Open to Collaborations')).toHaveAttribute('data-status', 'OPEN_TO_COLLAB');
    expect(screen.getByTestId('status-dot')).toBeInTheDocument();
  });

  it('shows Status Not Set without a dot when empty', () => {
    renderWithUi(<StatusBadge status="" />);
    expect(screen.getByText('Status Not Set')).toHaveAttribute('data-status', 'none');
    expect(screen.queryByTestId('status-dot')).toBeNull();
  });

  it('uses different colours for the three statuses', () => {
    renderWithUi(<><StatusBadge status={1} /><StatusBadge status="INVITE_ONLY" /><StatusBadge status="not_actively_seeking" /></>);
    const colours = ['Open to Collaborations', 'Invite Only', 'Not Actively Seeking'].map(
      (label) => getComputedStyle(screen.getByText(label)).color,
    );
    expect(new Set(colours).size).toBe(3);
  });
});
