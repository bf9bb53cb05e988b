import 'jest-support/fake-fetch';
import { screen } from '@testing-library/react';
import { renderPage } from '../../../test-support/render-page';
import { LoginPage } from './login-page';

describe('LoginPage', () => {
  it('explains where sign-in happens and links to /register and /', () => {
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByText(/Sign-in happens with your Google account on the registration page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to registration' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the Google failure message when the query has an error', () => {
    renderPage(<LoginPage />, { path: '/login', entry: '/login?error=access_denied' });
    expect(screen.getByRole('alert')).toHaveTextContent('Login with Google failed. Please try again or contact support.');
  });
});
