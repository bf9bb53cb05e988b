import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../testing/render-with-ui';
import { AlertDialog } from './alert-dialog';

function Harness({ onCancel }: { onCancel?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Open</button>
      <AlertDialog
        open={open}
        onClose={() => setOpen(false)}
        onCancel={onCancel ? () => { onCancel(); setOpen(false); } : undefined}
        title="Registration failed"
        message="Registration failed: Please try again."
      />
    </>
  );
}

describe('AlertDialog', () => {
  it('opens as an alertdialog with its texts and focuses OK', async () => {
    renderWithUi(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Registration failed' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Registration failed: Please try again.');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  });

  it('keeps focus inside while tabbing', async () => {
    renderWithUi(<Harness onCancel={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const ok = screen.getByRole('button', { name: 'OK' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(ok).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(cancel).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    renderWithUi(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on OK', async () => {
    renderWithUi(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('treats Escape as Cancel in a confirm dialog', async () => {
    const onCancel = jest.fn();
    renderWithUi(<Harness onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
