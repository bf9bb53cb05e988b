import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { UiProvider } from '../theme';
import { ReportDialog, REPORT_FAILED, REPORT_SENT, type ReportDialogProps } from './report-dialog';

const renderDialog = (props: Partial<ReportDialogProps> = {}) => {
  const onSend = props.onSend ?? jest.fn().mockResolvedValue({ id: 1, duplicate: false });
  const onClose = props.onClose ?? jest.fn();
  render(
    <UiProvider>
      <ReportDialog open subject="Brand Deals Agency" {...props} onSend={onSend} onClose={onClose} />
    </UiProvider>,
  );
  return { onSend, onClose };
};

describe('ReportDialog', () => {
  it('asks for a reason before sending', () => {
    const { onSend } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText('Choose a reason first.')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the category and trimmed note, then confirms', async () => {
    const { onSend } = renderDialog();
    expect(screen.getByRole('alertdialog', { name: 'Report Brand Deals Agency' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/What is wrong/), { target: { value: 'SCAM_OR_FRAUD' } });
    fireEvent.change(screen.getByLabelText(/Anything to add/), { target: { value: '  Asked for a fee  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.getByText(REPORT_SENT)).toBeInTheDocument());
    expect(onSend).toHaveBeenCalledWith({ category: 'SCAM_OR_FRAUD', note: 'Asked for a fee' });
  });

  it('offers to block in the same step only when it can, and blocks after the report', async () => {
    const onBlock = jest.fn().mockResolvedValue(true);
    const { onSend } = renderDialog({ onBlock, memberName: 'Brand Deals', defaultCategory: 'SCAM_OR_FRAUD' });
    expect(screen.getByLabelText(/What is wrong/)).toHaveValue('SCAM_OR_FRAUD');
    fireEvent.click(screen.getByLabelText('Also block Brand Deals'));
    fireEvent.click(screen.getByRole('button', { name: 'Report and block' }));
    await waitFor(() => expect(screen.getByText(/You blocked Brand Deals/)).toBeInTheDocument());
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onBlock).toHaveBeenCalledTimes(1);
  });

  it('has no block offer without onBlock, and a failed block still reports', async () => {
    renderDialog();
    expect(screen.queryByLabelText(/Also block/)).not.toBeInTheDocument();
  });

  it('shows the report as sent when the server cannot block', async () => {
    renderDialog({ onBlock: jest.fn().mockResolvedValue(false), defaultCategory: 'SPAM' });
    fireEvent.click(screen.getByLabelText('Also block this member'));
    fireEvent.click(screen.getByRole('button', { name: 'Report and block' }));
    await waitFor(() => expect(screen.getByText(REPORT_SENT)).toBeInTheDocument());
    expect(screen.queryByText(/You blocked/)).not.toBeInTheDocument();
  });

  it('closes on Escape without sending anything, even with a reason chosen', () => {
    const { onSend, onClose } = renderDialog();
    fireEvent.change(screen.getByLabelText(/What is wrong/), { target: { value: 'SPAM' } });
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('says so when sending fails', async () => {
    renderDialog({ onSend: jest.fn().mockRejectedValue(new Error('500')) });
    fireEvent.change(screen.getByLabelText(/What is wrong/), { target: { value: 'SPAM' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.getByText(REPORT_FAILED)).toBeInTheDocument());
  });
});
