import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test-support/render-with-ui';
import { AppFooter, type LinkComponent } from './app-footer';
import { AppHeader } from './app-header';
import { EmptyState } from './empty-state';
import { ErrorPanel } from './error-panel';
import { InlineAlert } from './inline-alert';
import { LoadingScreen } from './loading-screen';
import { SkeletonCard } from './skeleton';

describe('AppFooter', () => {
  it('links Terms of Service, Privacy Policy, About Us and the community chat, with a copyright line', () => {
    renderWithUi(<AppFooter communityUrl="https://chat.example.test" year={2026} />);
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'About Us' })).toBeInTheDocument();
    const chat = screen.getByRole('link', { name: 'Community Chat' });
    expect(chat).toHaveAttribute('href', 'https://chat.example.test');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('© 2026 CollabHub. All rights reserved.')).toBeInTheDocument();
  });

  it('renders in-app links through a given link component', () => {
    const RouterLink: LinkComponent = ({ to, children }) => <a href={`#${to}`} data-router="yes">{children}</a>;
    renderWithUi(<AppFooter linkComponent={RouterLink} />);
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '#/terms');
  });
});

describe('AppHeader', () => {
  it('renders its slots with a labelled nav and a search landmark', () => {
    renderWithUi(
      <AppHeader logo={<a href="/dashboardV2">CollabHub</a>} nav={<a href="/messages">Messages</a>} search={<input aria-label="Search channels" />} actions={<button type="button">Bell</button>} />,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(screen.getByRole('link', { name: 'Messages' }));
    expect(screen.getByRole('search')).toContainElement(screen.getByRole('textbox', { name: 'Search channels' }));
  });
});

describe('ErrorPanel', () => {
  it('shows title and message and calls Retry', async () => {
    const onRetry = jest.fn();
    renderWithUi(<ErrorPanel title="Messages are unavailable" message="Try again in a moment." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Messages are unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no Retry button without a handler', () => {
    renderWithUi(<ErrorPanel message="Gone" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('LoadingScreen, InlineAlert, SkeletonCard', () => {
  it('announces the loading text', () => {
    renderWithUi(<LoadingScreen text="Loading your dashboard..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard...');
  });

  it('uses alert for errors and status for success', () => {
    renderWithUi(<><InlineAlert>Error: Failed to fetch collaborators</InlineAlert><InlineAlert tone="success">Saved</InlineAlert></>);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed to fetch collaborators');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('hides skeletons from assistive technology', () => {
    renderWithUi(<SkeletonCard />);
    expect(screen.getByTestId('skeleton-card')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('EmptyState', () => {
  it('shows its title and description', () => {
    renderWithUi(<EmptyState title="No notifications yet" description="We'll notify you when something important happens" />);
    expect(screen.getByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByText("We'll notify you when something important happens")).toBeInTheDocument();
  });
});
