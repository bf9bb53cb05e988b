import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-support/render-with-ui';
import { Tabs } from './tabs';

const tabs = [
  { id: 'collabs', label: 'Collaborations', content: 'Collab list' },
  { id: 'reviews', label: 'Reviews', content: 'Review list' },
];

describe('Tabs', () => {
  it('shows the first tab and switches on click', async () => {
    renderWithUi(<Tabs label="Channel" tabs={tabs} />);
    expect(screen.getByRole('tabpanel', { name: 'Collaborations' })).toHaveTextContent('Collab list');
    await userEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Review list');
  });

  it('moves with arrow keys and reports changes', async () => {
    const onChange = jest.fn();
    renderWithUi(<Tabs label="Channel" tabs={tabs} onChange={onChange} />);
    screen.getByRole('tab', { name: 'Collaborations' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Collaborations' })).toHaveFocus();
    expect(onChange.mock.calls).toEqual([['reviews'], ['collabs']]);
  });
});
