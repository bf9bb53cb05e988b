import { fakeFetch, replyByRoute, resetFakeFetch } from 'jest-support/fake-fetch';
import { fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'shared-auth';
import { parseRuntimeConfig, runtimeConfigAtom } from 'shared-auth';
import { renderPage } from '../../../test-support/render-page';
import { ComingSoonPage, formatLaunchDate } from './coming-soon-page';

beforeEach(() => {
  resetFakeFetch();
});

function setup(launchDate = '2027-03-01') {
  const store = createStore();
  store.set(runtimeConfigAtom, parseRuntimeConfig({
    comingSoon: true, launchDate, firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  }));
  return renderPage(<ComingSoonPage />, { path: '/', store });
}

function submitEmail(value: string) {
  const form = screen.getByRole('form', { name: 'Get notified at launch' });
  fireEvent.change(within(form).getByLabelText('Email address'), { target: { value } });
  fireEvent.click(within(form).getByRole('button', { name: 'Get Notified' }));
}

describe('ComingSoonPage', () => {
  it('shows only Home in the header, the launch date and the three What to Expect cards', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Home']);
    expect(screen.getByText('Launching March 1, 2027')).toBeInTheDocument();
    for (const title of ['Creator Connections', 'Analytics & Insights', 'Growth Tools']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Community Chat' })).toHaveAttribute('target', '_blank');
    expect(within(footer).getByRole('link', { name: 'Community Forum' })).toBeInTheDocument();
  });

  it('uses an email field and focuses it from the header button', () => {
    setup();
    const input = screen.getByLabelText('Email address');
    expect(input).toHaveAttribute('type', 'email');
    const headerButton = within(screen.getByRole('banner')).getByRole('button', { name: 'Get Notified' });
    fireEvent.click(headerButton);
    expect(input).toHaveFocus();
  });

  it('asks for an address when the field is empty and calls nothing', () => {
    setup();
    submitEmail('   ');
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(fakeFetch).not.toHaveBeenCalled();
  });

  it('subscribes through /api/add_email and thanks the visitor', async () => {
    setup();
    replyByRoute({ 'GET /api/add_email': { status: 200, body: {} } });
    submitEmail('ana+news@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent("Thanks for subscribing! We'll keep you updated.");
    expect(fakeFetch.mock.calls[0]![0]).toBe('/api/add_email?email=ana%2Bnews%40example.com');
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('says so when the subscription fails', async () => {
    setup();
    replyByRoute({ 'GET /api/add_email': { status: 500, body: 'boom' } });
    submitEmail('ana@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to subscribe. Please try again.');
  });

  it('shows text that is not a date as written, and nothing when empty', () => {
    expect(formatLaunchDate('Spring 2027')).toBe('Spring 2027');
    expect(formatLaunchDate('')).toBe('');
  });
});
