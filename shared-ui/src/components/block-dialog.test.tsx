import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-support/render-with-ui';
import { BLOCK_EXPLAINED, BLOCK_FAILED, BlockMemberButton } from './block-dialog';

describe('BlockMemberButton', () => {
  it('explains the block, sends it on Block and then reads Blocked', async () => {
    const onBlock = jest.fn().mockResolvedValue('blocked');
    renderWithUi(<BlockMemberButton name="Pixel Garden" onBlock={onBlock} />);
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Block Pixel Garden?' });
    expect(dialog).toHaveTextContent(BLOCK_EXPLAINED);
    expect(onBlock).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('button', { name: 'Block' }).find((b) => dialog.contains(b))!);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Blocked' })).toBeDisabled());
    expect(onBlock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('sends nothing when cancelled', async () => {
    const onBlock = jest.fn();
    renderWithUi(<BlockMemberButton name="Pixel Garden" onBlock={onBlock} />);
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onBlock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Block' })).toBeEnabled();
  });

  it.each([
    ['the call fails', () => Promise.reject(new Error('500'))],
    ['the server has no blocking', () => Promise.resolve('unavailable' as const)],
  ])('says blocking did not work when %s, and stays unblocked', async (_, call) => {
    renderWithUi(<BlockMemberButton name="Pixel Garden" onBlock={call} />);
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Block Pixel Garden?' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Block' }).find((b) => dialog.contains(b))!);
    await waitFor(() => expect(dialog).toHaveTextContent(BLOCK_FAILED));
    expect(screen.queryByRole('button', { name: 'Blocked' })).not.toBeInTheDocument();
  });
});
