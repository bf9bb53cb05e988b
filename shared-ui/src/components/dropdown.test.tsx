import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-support/render-with-ui';
import { Dropdown } from './dropdown';

function setup() {
  const view = jest.fn();
  const logout = jest.fn();
  renderWithUi(
    <>
      <Dropdown
        label="Account menu"
        trigger="Me"
        items={[
          { id: 'view', label: 'View Profile', onSelect: view },
          { id: 'off', label: 'Disabled', onSelect: jest.fn(), disabled: true },
          { id: 'logout', label: 'Logout', onSelect: logout },
        ]}
      />
      <p>outside</p>
    </>,
  );
  return { view, logout, trigger: screen.getByRole('button', { name: 'Account menu' }) };
}

describe('Dropdown', () => {
  it('opens on click and selects an item', async () => {
    const { trigger, view } = setup();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'View Profile' }));
    expect(view).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('supports the keyboard: arrows skip disabled items, Enter selects', async () => {
    const { trigger, logout } = setup();
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    // The first item takes focus on the next animation frame, after the menu has rendered.
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'View Profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'View Profile' })).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    expect(logout).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape (focus back on the trigger) and on an outside click', async () => {
    const { trigger } = setup();
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
