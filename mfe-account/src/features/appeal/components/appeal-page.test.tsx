import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from 'shared-ui';
import { APPEAL_SENT, AppealPage } from './appeal-page';

const authFetch = jest.fn();
jest.mock('shared-auth', () => {
  class ApiError extends Error { constructor(readonly status: number, message: string) { super(message); } }
  return { ApiError, authFetch: (...args: unknown[]) => authFetch(...args) };
});

const RESTRICTED = { moderator: false, sanction: { kind: 'RESTRICT', startsAt: '2026-11-20T00:00:00Z', expiresAt: '2026-11-27T00:00:00Z', actionId: 5 } };

// shared-auth is replaced here, so the page gets a plain client with the tab's rule that matters (no retry).
const open = (url: string) => render(
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } })}>
    <UiProvider><MemoryRouter initialEntries={[url]}><AppealPage /></MemoryRouter></UiProvider>
  </QueryClientProvider>,
);

beforeEach(() => authFetch.mockReset());

it('shows the standing and posts the appeal of the decision named in the link', async () => {
  authFetch.mockImplementation((path: string) => Promise.resolve(path === '/api/safety/me' ? RESTRICTED : { id: 3 }));
  open('/moderation/appeal?action=5');
  expect(await screen.findByTestId('standing')).toHaveTextContent(/restricted until/);
  fireEvent.change(screen.getByLabelText(/Why should the decision change/), { target: { value: '  It was a real offer.  ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
  await waitFor(() => expect(screen.getByText(APPEAL_SENT)).toBeInTheDocument());
  const [, init] = authFetch.mock.calls.find(([p]) => p === '/api/appeals') as [string, { body: string }];
  expect(JSON.parse(init.body)).toEqual({ actionId: 5, text: 'It was a real offer.' });
});

it('says so when the decision was already appealed', async () => {
  const { ApiError } = jest.requireMock<{ ApiError: new (s: number, m: string) => Error }>('shared-auth');
  authFetch.mockImplementation((path: string) => (path === '/api/safety/me'
    ? Promise.resolve({ moderator: false, sanction: null }) : Promise.reject(new ApiError(409, 'dup'))));
  open('/moderation/appeal?action=5');
  expect(await screen.findByTestId('standing')).toHaveTextContent(/good standing/);
  fireEvent.change(screen.getByLabelText(/Why should the decision change/), { target: { value: 'Please' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
  expect(await screen.findByText(/already appealed/)).toBeInTheDocument();
});

it('asks to come from the notice without a decision id', async () => {
  authFetch.mockResolvedValue({ moderator: false, sanction: null });
  open('/moderation/appeal');
  expect(await screen.findByText(/from the moderation notice/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send appeal' })).not.toBeInTheDocument();
});

it('says so when the standing could not be loaded, and still takes the appeal', async () => {
  authFetch.mockImplementation((path: string) => (path === '/api/safety/me' ? Promise.reject(new Error('offline')) : Promise.resolve({ id: 3 })));
  open('/moderation/appeal?action=5');
  expect(await screen.findByText('Your standing could not be loaded.')).toBeInTheDocument();
  expect(screen.queryByTestId('standing')).not.toBeInTheDocument();
  fireEvent.change(screen.getByLabelText(/Why should the decision change/), { target: { value: 'It was a real offer.' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
  expect(await screen.findByText(APPEAL_SENT)).toBeInTheDocument();
});
