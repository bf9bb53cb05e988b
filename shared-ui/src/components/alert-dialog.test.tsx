import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../test-support/render-with-ui';
import { AlertDialog } from './alert-dialog';

function Harness({ onConfirm }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Open</button>
      <AlertDialog
        open={open}
        onDismiss={() => setOpen(false)}
        onConfirm={onConfirm ? () => { onConfirm(); setOpen(false); } : undefined}
        confirmLabel="Delete"
        tone="danger"
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
    renderWithUi(<Harness onConfirm={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(cancel).toHaveFocus();
    await userEvent.tab();
    expect(confirm).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(confirm).toHaveFocus();
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

  it('dismisses a confirm dialog on Escape without confirming, and returns focus', async () => {
    const onConfirm = jest.fn();
    renderWithUi(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('confirms only with the confirm button, which carries the danger style', async () => {
    const onConfirm = jest.fn();
    renderWithUi(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('data-variant', 'secondary');
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(opener());
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveAttribute('data-variant', 'danger');
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

function opener() {
  return screen.getByRole('button', { name: 'Open' });
}
