import { fakeFetch, replyByRoute, resetFakeFetch } from 'jest-support/fake-fetch';
import { screen } from '@testing-library/react';
import { renderPage } from '../../../test-support/render-page';
import { PrivacyPage, TermsPage } from './legal-page';

beforeEach(() => {
  resetFakeFetch();
});

describe('legal pages', () => {
  it('loads the Terms of Service text', async () => {
    replyByRoute({ 'GET /terms_of_service.txt': { status: 200, body: '1. Be kind.\n2. Credit collaborators.' } });
    renderPage(<TermsPage />, { path: '/terms' });
    expect(screen.getByRole('heading', { name: 'Terms of Service' })).toBeInTheDocument();
    expect(await screen.findByText(/1\. Be kind\./)).toBeInTheDocument();
    expect(fakeFetch.mock.calls[0]![0]).toBe('/terms_of_service.txt');
  });

  it('says when the Terms of Service cannot be loaded', async () => {
    replyByRoute({ 'GET /terms_of_service.txt': { status: 404, body: 'Not found' } });
    renderPage(<TermsPage />, { path: '/terms' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading Terms of Service. Please try again later.');
  });

  it('loads the Privacy Policy text', async () => {
    replyByRoute({ 'GET /privacy_policy.txt': { status: 200, body: 'We keep little.' } });
    renderPage(<PrivacyPage />, { path: '/privacy' });
    expect(await screen.findByText('We keep little.')).toBeInTheDocument();
    expect(fakeFetch.mock.calls[0]![0]).toBe('/privacy_policy.txt');
  });

  it('says when the Privacy Policy cannot be loaded', async () => {
    fakeFetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPage(<PrivacyPage />, { path: '/privacy' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading Privacy Policy. Please try again later.');
  });
});
