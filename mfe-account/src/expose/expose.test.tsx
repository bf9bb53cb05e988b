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

// Whether the 50%-off offer shows depends on the billing state the server reports (features/billing's tests cover
// both); signed out, the lookup fails here, so the page advertises no discount it cannot confirm.
it('BillingPage shows the Simple and Plus plans, without a discount it cannot confirm', async () => {
  await renderIn(<BillingPage />);
  const simple = screen.getByRole('article', { name: 'Simple plan' });
  expect(simple).toHaveTextContent('$30');
  expect(simple).not.toHaveTextContent('50% off');
  expect(within(simple).getByText('1 user licence')).toBeInTheDocument();
  const plus = screen.getByRole('article', { name: 'Plus plan' });
  expect(plus).toHaveTextContent('$90');
  expect(within(plus).getByText('Multi-user licence')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Choose plan' })).toHaveLength(2);
});

it('SettingsPage has the User details and Manage subscription tabs', async () => {
  await renderIn(<SettingsPage />);
  expect(screen.getByRole('tab', { name: 'User details' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(screen.getByRole('tab', { name: 'Manage subscription' }));
  expect(screen.getByRole('tab', { name: 'Manage subscription' })).toHaveAttribute('aria-selected', 'true');
});
