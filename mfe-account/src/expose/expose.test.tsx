// Smoke test of the exposed modules, rendered as the shell renders them (inside its router and providers).
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SessionProvider } from 'shared-auth';
import { UiProvider } from 'shared-ui';
import BillingPage from './billing-page';
import SettingsPage from './settings-page';

/** Renders and lets the plan lookup (which fails here: nobody is signed in) settle. */
async function renderIn(element: React.ReactNode) {
  const view = render(
    <SessionProvider>
      <UiProvider>
        <MemoryRouter>{element}</MemoryRouter>
      </UiProvider>
    </SessionProvider>,
  );
  await act(async () => {});
  return view;
}

it('BillingPage shows the Simple and Plus plans at 50% off for 3 months', async () => {
  await renderIn(<BillingPage />);
  const simple = screen.getByRole('article', { name: 'Simple plan' });
  expect(simple).toHaveTextContent('$30');
  expect(simple).toHaveTextContent('$15/mo');
  expect(simple).toHaveTextContent('50% off for 3 months');
  expect(within(simple).getByText('1 user licence')).toBeInTheDocument();
  const plus = screen.getByRole('article', { name: 'Plus plan' });
  expect(plus).toHaveTextContent('$90');
  expect(plus).toHaveTextContent('$45/mo');
  expect(within(plus).getByText('Multi-user licence')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Choose plan' })).toHaveLength(2);
});

it('SettingsPage has the User details and Manage subscription tabs', async () => {
  await renderIn(<SettingsPage />);
  expect(screen.getByRole('tab', { name: 'User details' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(screen.getByRole('tab', { name: 'Manage subscription' }));
  expect(screen.getByRole('tab', { name: 'Manage subscription' })).toHaveAttribute('aria-selected', 'true');
});
