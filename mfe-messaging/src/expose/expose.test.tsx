// Smoke test of the exposed modules, rendered as the shell renders them (inside its router and providers).
import { fakeFetch } from 'jest-support/fake-fetch';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SessionProvider, serverUserAtom, sessionStore } from 'shared-auth';
import { signInForTests } from 'shared-auth/test-support/signed-in-firebase';
import { UiProvider } from 'shared-ui';
import MessagesPage from './messages-page';
import NotificationBell from './notification-bell';

function renderIn(element: React.ReactNode) {
  return render(
    <SessionProvider>
      <UiProvider>
        <MemoryRouter initialEntries={['/messages']}>{element}</MemoryRouter>
      </UiProvider>
    </SessionProvider>,
  );
}

it('MessagesPage shows the conversation search and the empty states', () => {
  renderIn(<MessagesPage />);
  expect(screen.getByRole('searchbox', { name: 'Search conversations' })).toHaveAttribute('placeholder', 'Search conversations');
  expect(screen.getByText('No conversations yet')).toBeInTheDocument();
  expect(screen.getByText('No conversation selected')).toBeInTheDocument();
  expect(screen.getByText('Select a conversation or start a new one')).toBeInTheDocument();
});

it('NotificationBell opens the Notifications panel with its empty state', async () => {
  await signInForTests();
  sessionStore.set(serverUserAtom, { uid: 'uid-1', validated: true, user: { id: 1 } });
  const empty = { notifications: [], currentPage: 0, totalItems: 0, totalPages: 0, unreadCount: 0 };
  fakeFetch.mockImplementation(async () => ({ ok: true, status: 200, text: async () => JSON.stringify(empty), json: async () => empty }));
  renderIn(<NotificationBell />);
  await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
  const panel = screen.getByRole('dialog', { name: 'Notifications' });
  await waitFor(() => expect(panel).toHaveTextContent('No notifications yet'));
  expect(panel).toHaveTextContent("We'll notify you when something important happens");
});
