import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-support/render-with-ui';
import { Popover } from './popover';

describe('Popover', () => {
  it('opens a labelled panel, closes through the render-prop close and on Escape', async () => {
    const onOpenChange = jest.fn();
    renderWithUi(
      <Popover label="Notifications" trigger="Bell" onOpenChange={onOpenChange}>
        {(close) => <button type="button" onClick={close}>Mark all as read</button>}
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Notifications' });
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });
});
