import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-support/render-with-ui';
import { Button } from './button';

describe('Button', () => {
  it('is a non-submitting button by default and calls onClick', async () => {
    const onClick = jest.fn();
    renderWithUi(<Button onClick={onClick}>Apply Filters</Button>);
    const button = screen.getByRole('button', { name: 'Apply Filters' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks and reports busy while loading', async () => {
    const onClick = jest.fn();
    renderWithUi(<Button loading onClick={onClick}>Sending...</Button>);
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not fire when disabled', async () => {
    const onClick = jest.fn();
    renderWithUi(<Button disabled onClick={onClick} variant="danger">Invitation Sent</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Invitation Sent' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps room for a reserved label without adding it to the name or the text', () => {
    renderWithUi(<Button reserveLabel="Invite Zen Garage to CollabHub" loading>Checking...</Button>);
    const button = screen.getByRole('button', { name: 'Checking...' });
    expect(button).toHaveTextContent(/^Checking\.\.\.$/);
    expect(button.querySelector('[data-reserve]')).toHaveAttribute('data-reserve', 'Invite Zen Garage to CollabHub');
  });

  it('renders the label alone when nothing is reserved', () => {
    renderWithUi(<Button>Apply Filters</Button>);
    expect(screen.getByRole('button', { name: 'Apply Filters' }).querySelector('[data-reserve]')).toBeNull();
  });
});
