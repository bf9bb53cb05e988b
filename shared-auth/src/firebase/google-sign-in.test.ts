import 'jest-support/fake-fetch';
import { createGoogleProvider } from './google-sign-in';

describe('createGoogleProvider', () => {
  it('always asks Google for the account chooser', async () => {
    const provider = await createGoogleProvider();
    expect(provider.providerId).toBe('google.com');
    expect(provider.getCustomParameters()).toEqual({ prompt: 'select_account' });
  });
});
