import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { UiProvider } from 'shared-ui';
import { ReportDialog, REPORT_SENT } from './report-dialog';

const authFetch = jest.fn();
jest.mock('shared-auth', () => ({ authFetch: (...args: unknown[]) => authFetch(...args) }));

const renderDialog = (onClose = jest.fn()) => render(
  <UiProvider>
    <ReportDialog open item={{ kind: 'CHANNEL', id: 7 }} subject="Brand Deals Agency" onClose={onClose} />
  </UiProvider>,
);

describe('ReportDialog', () => {
  beforeEach(() => authFetch.mockReset());

  it('asks for a reason before sending', () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText('Choose a reason first.')).toBeInTheDocument();
    expect(authFetch).not.toHaveBeenCalled();
  });

  it('sends the category and trimmed note, then confirms', async () => {
    authFetch.mockResolvedValue({ id: 1, duplicate: false });
    renderDialog();
    expect(screen.getByRole('alertdialog', { name: 'Report Brand Deals Agency' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/What is wrong/), { target: { value: 'SCAM_OR_FRAUD' } });
    fireEvent.change(screen.getByLabelText(/Anything to add/), { target: { value: '  Asked for a fee  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.getByText(REPORT_SENT)).toBeInTheDocument());
    expect(authFetch).toHaveBeenCalledWith('/api/reports', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse((authFetch.mock.calls[0] as [string, { body: string }])[1].body)).toEqual({
      item: { kind: 'CHANNEL', id: 7 }, category: 'SCAM_OR_FRAUD', note: 'Asked for a fee',
    });
  });

  it('closes on Escape without sending anything, even with a reason chosen', () => {
    const onClose = jest.fn();
    renderDialog(onClose);
    fireEvent.change(screen.getByLabelText(/What is wrong/), { target: { value: 'SPAM' } });
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(authFetch).not.toHaveBeenCalled();
  });

  it('says so when sending fails', async () => {
    authFetch.mockRejectedValue(new Error('500'));
    renderDialog();
    fireEvent.change(screen.getByLabelText(/What is wrong/), { target: { value: 'SPAM' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.getByText(/could not be sent/)).toBeInTheDocument());
  });
});
