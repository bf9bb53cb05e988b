import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FirstContactCheck } from 'shared-api';
import { UiProvider } from 'shared-ui';
import { FirstContactBanner } from './first-contact-banner';

const sendReport = jest.fn();
const blockMember = jest.fn();
jest.mock('shared-auth', () => ({
  sendReport: (...args: unknown[]) => sendReport(...args),
  blockMember: (...args: unknown[]) => blockMember(...args),
}));

const CHECK: FirstContactCheck = {
  answered: false,
  messages: [{ messageId: 41, findings: [{ kind: 'off-platform', start: 0, end: 8, match: 'Telegram' }, { kind: 'url-shortener', start: 10, end: 20, match: 'bit.ly/x' }] }],
};

const show = (canBlock: boolean) => render(
  <UiProvider><FirstContactBanner check={CHECK} name="Brand Deals" otherUserId={9} canBlock={canBlock} /></UiProvider>,
);

beforeEach(() => { sendReport.mockReset(); blockMember.mockReset(); });

it('explains what was found and reports the first flagged message as a scam in one tap', async () => {
  sendReport.mockResolvedValue({ id: 1, duplicate: false });
  show(true);
  expect(screen.getByText(/another app/)).toBeInTheDocument();
  expect(screen.getByText(/shortened link/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Report as scam' }));
  await waitFor(() => expect(screen.getByText(/Reported\. Thanks/)).toBeInTheDocument());
  expect(sendReport).toHaveBeenCalledWith({ item: { kind: 'MESSAGE', id: 41 }, category: 'SCAM_OR_FRAUD' });
  blockMember.mockResolvedValue('blocked');
  fireEvent.click(screen.getByRole('button', { name: 'Also block Brand Deals' }));
  await waitFor(() => expect(screen.getByText(/you blocked Brand Deals/)).toBeInTheDocument());
  expect(blockMember).toHaveBeenCalledWith(9);
});

it('keeps the report and drops the block offer when the server cannot block', async () => {
  sendReport.mockResolvedValue({ id: 1, duplicate: false });
  blockMember.mockResolvedValue('unavailable');
  show(true);
  fireEvent.click(screen.getByRole('button', { name: 'Report as scam' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Also block Brand Deals' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: /Also block/ })).not.toBeInTheDocument());
  expect(screen.getByText(/Reported\. Thanks/)).toBeInTheDocument();
});

it('offers no block when blocking is not available', async () => {
  sendReport.mockResolvedValue({ id: 1, duplicate: false });
  show(false);
  fireEvent.click(screen.getByRole('button', { name: 'Report as scam' }));
  await screen.findByText(/Reported\. Thanks/);
  expect(screen.queryByRole('button', { name: /Also block/ })).not.toBeInTheDocument();
});
