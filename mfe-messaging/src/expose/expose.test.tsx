// Smoke test of the exposed modules, rendered as the shell renders them (inside its router and providers).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SessionProvider } from 'shared-auth';
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
  renderIn(<NotificationBell />);
  await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
  const panel = screen.getByRole('dialog', { name: 'Notifications' });
  expect(panel).toHaveTextContent('No notifications yet');
  expect(panel).toHaveTextContent("We'll notify you when something important happens");
});
