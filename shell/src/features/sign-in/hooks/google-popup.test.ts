import 'jest-support/fake-fetch';
import { createGoogleProvider } from './google-popup';

describe('createGoogleProvider', () => {
  it('always asks Google for the account chooser', async () => {
    const provider = await createGoogleProvider();
    expect(provider.providerId).toBe('google.com');
    expect(provider.getCustomParameters()).toEqual({ prompt: 'select_account' });
  });
});
