import { AuthApiError } from './api/auth-api-error';
import { type AuthResponse, type SignInIdentity } from './api/auth-api';
import { runLogin, runSignUp, type SignInDeps } from './sign-in-flow';

const identity: SignInIdentity = { uid: 'uid-1', email: 'ana@example.com', idToken: 'id-token' };
const channel = { id: 7, channelName: 'Ana Cooks' };

function firebaseError(code: string): Error & { code: string } {
  return Object.assign(new Error(code), { code });
}

function makeDeps(overrides: Partial<SignInDeps> = {}): jest.Mocked<SignInDeps> {
  return {
    popup: jest.fn(async () => identity),
    login: jest.fn(async (): Promise<AuthResponse> => ({ uid: 'uid-1', validated: true })),
    register: jest.fn(async (): Promise<AuthResponse> => ({ uid: 'uid-1', validated: false })),
    verifyChannel: jest.fn(async (): Promise<AuthResponse> => ({ uid: 'uid-1', validated: false, userChannel: null })),
    storeAuthResponse: jest.fn(),
    loadPage: jest.fn(),
    navigate: jest.fn(),
    alert: jest.fn(),
    ...overrides,
  } as jest.Mocked<SignInDeps>;
}

describe('Log In', () => {
  it('loads the dashboard as a full page when the server user is validated', async () => {
    const deps = makeDeps();
    await expect(runLogin(deps)).resolves.toBe('dashboard');
    expect(deps.login).toHaveBeenCalledWith(identity);
    expect(deps.storeAuthResponse).toHaveBeenCalledWith({ uid: 'uid-1', validated: true });
    expect(deps.loadPage).toHaveBeenCalledWith('/dashboardV2');
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.alert).not.toHaveBeenCalled();
  });

  it('sends a signed-in but not validated user to /register', async () => {
    const deps = makeDeps({ login: jest.fn(async () => ({ uid: 'uid-1', validated: false })) });
    await expect(runLogin(deps)).resolves.toBe('register');
    expect(deps.navigate).toHaveBeenCalledWith('/register');
    expect(deps.loadPage).not.toHaveBeenCalled();
  });

  it('registers an unknown user, verifies the channel and goes to /register', async () => {
    const verified = { uid: 'uid-1', validated: false, userChannel: channel };
    const deps = makeDeps({
      login: jest.fn(async () => { throw new AuthApiError('User not found: uid-1', 404); }),
      verifyChannel: jest.fn(async () => verified),
    });
    await expect(runLogin(deps)).resolves.toBe('register');
    expect(deps.register).toHaveBeenCalledWith(identity);
    expect(deps.verifyChannel).toHaveBeenCalledTimes(1);
    expect(deps.storeAuthResponse).toHaveBeenLastCalledWith(verified);
    expect(deps.navigate).toHaveBeenCalledWith('/register');
    expect(deps.alert).not.toHaveBeenCalled();
  });

  it('treats a 200 answer whose message says the user is not found like the error', async () => {
    const deps = makeDeps({ login: jest.fn(async () => ({ message: 'User not found' })) });
    await runLogin(deps);
    expect(deps.register).toHaveBeenCalledTimes(1);
  });

  it('stays put when the channel verification after registration fails', async () => {
    const deps = makeDeps({
      login: jest.fn(async () => { throw new AuthApiError('User not found', 404); }),
      verifyChannel: jest.fn(async () => { throw new AuthApiError('No channel', 401); }),
    });
    await expect(runLogin(deps)).resolves.toBe('stayed');
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.loadPage).not.toHaveBeenCalled();
    expect(deps.alert).not.toHaveBeenCalled();
  });

  it('shows the registration alert when registering the unknown user fails', async () => {
    const deps = makeDeps({
      login: jest.fn(async () => { throw new AuthApiError('User not found', 404); }),
      register: jest.fn(async () => { throw new AuthApiError('Email is already linked', 409); }),
    });
    await expect(runLogin(deps)).resolves.toBe('alerted');
    expect(deps.alert).toHaveBeenCalledWith('Registration failed: Email is already linked');
    expect(deps.verifyChannel).not.toHaveBeenCalled();
  });

  it('shows the login alert with the server message when the login call fails', async () => {
    const deps = makeDeps({ login: jest.fn(async () => { throw new AuthApiError('Account disabled', 403); }) });
    await expect(runLogin(deps)).resolves.toBe('alerted');
    expect(deps.alert).toHaveBeenCalledWith('Login failed: Account disabled');
    expect(deps.register).not.toHaveBeenCalled();
  });

  it('falls back to the default login text when the server gives no message', async () => {
    const deps = makeDeps({ login: jest.fn(async () => { throw new AuthApiError('', 500); }) });
    await runLogin(deps);
    expect(deps.alert).toHaveBeenCalledWith('Login failed: Please check your credentials or sign up.');
  });

  it('shows the unexpected-login alert when the call itself breaks', async () => {
    const deps = makeDeps({ login: jest.fn(async () => { throw new TypeError('Failed to fetch'); }) });
    await runLogin(deps);
    expect(deps.alert).toHaveBeenCalledWith('An unexpected error occurred during login. Please try again.');
  });

  it.each(['auth/popup-closed-by-user', 'auth/cancelled-popup-request'])(
    'shows the cancelled alert for %s and calls nothing',
    async (code) => {
      const deps = makeDeps({ popup: jest.fn(async () => { throw firebaseError(code); }) });
      await expect(runLogin(deps)).resolves.toBe('alerted');
      expect(deps.alert).toHaveBeenCalledWith('Google Sign-In was cancelled. Please try again.');
      expect(deps.login).not.toHaveBeenCalled();
    },
  );

  it('shows the unexpected-login alert for any other popup failure', async () => {
    const deps = makeDeps({ popup: jest.fn(async () => { throw firebaseError('auth/network-request-failed'); }) });
    await runLogin(deps);
    expect(deps.alert).toHaveBeenCalledWith('An unexpected error occurred during login. Please try again.');
  });
});

describe('Sign Up for Free', () => {
  it('registers, verifies and loads the dashboard when the channel is validated', async () => {
    const verified = { uid: 'uid-1', validated: true, userChannel: channel };
    const deps = makeDeps({ verifyChannel: jest.fn(async () => verified) });
    await expect(runSignUp(deps)).resolves.toBe('dashboard');
    expect(deps.register).toHaveBeenCalledWith(identity);
    expect(deps.login).not.toHaveBeenCalled();
    expect(deps.storeAuthResponse).toHaveBeenLastCalledWith(verified);
    expect(deps.loadPage).toHaveBeenCalledWith('/dashboardV2');
  });

  it('sends a fresh account without a connected channel to /register', async () => {
    const deps = makeDeps();
    await expect(runSignUp(deps)).resolves.toBe('register');
    expect(deps.navigate).toHaveBeenCalledWith('/register');
  });

  it('sends a fresh account with a connected but unvalidated channel to complete its profile', async () => {
    const deps = makeDeps({ verifyChannel: jest.fn(async () => ({ uid: 'uid-1', validated: false, userChannel: channel })) });
    await expect(runSignUp(deps)).resolves.toBe('edit-profile');
    expect(deps.navigate).toHaveBeenCalledWith('/profile/edit', { fromRegistration: true });
  });

  it('goes to /register when the channel verification fails', async () => {
    const deps = makeDeps({ verifyChannel: jest.fn(async () => { throw new AuthApiError('Unauthorized', 401); }) });
    await expect(runSignUp(deps)).resolves.toBe('register');
    expect(deps.navigate).toHaveBeenCalledWith('/register');
    expect(deps.alert).not.toHaveBeenCalled();
  });

  it('logs in instead when the account already exists', async () => {
    const deps = makeDeps({
      register: jest.fn(async () => { throw new AuthApiError('User already exists', 409); }),
    });
    await expect(runSignUp(deps)).resolves.toBe('dashboard');
    expect(deps.login).toHaveBeenCalledWith(identity);
    expect(deps.verifyChannel).not.toHaveBeenCalled();
    expect(deps.loadPage).toHaveBeenCalledWith('/dashboardV2');
  });

  it('logs in an existing, not validated account and sends it to /register', async () => {
    const deps = makeDeps({
      register: jest.fn(async () => { throw new AuthApiError('User already exists', 409); }),
      login: jest.fn(async () => ({ uid: 'uid-1', validated: false })),
    });
    await expect(runSignUp(deps)).resolves.toBe('register');
    expect(deps.navigate).toHaveBeenCalledWith('/register');
  });

  it('shows the login alert when the fallback login fails', async () => {
    const deps = makeDeps({
      register: jest.fn(async () => { throw new AuthApiError('User already exists', 409); }),
      login: jest.fn(async () => { throw new AuthApiError('Token expired', 401); }),
    });
    await expect(runSignUp(deps)).resolves.toBe('alerted');
    expect(deps.alert).toHaveBeenCalledWith('Login failed: Token expired');
  });

  it('shows the registration alert with the server message', async () => {
    const deps = makeDeps({ register: jest.fn(async () => { throw new AuthApiError('Email required', 400); }) });
    await expect(runSignUp(deps)).resolves.toBe('alerted');
    expect(deps.alert).toHaveBeenCalledWith('Registration failed: Email required');
    expect(deps.verifyChannel).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('falls back to "Please try again." when registration has no message', async () => {
    const deps = makeDeps({ register: jest.fn(async () => { throw new AuthApiError('', 500); }) });
    await runSignUp(deps);
    expect(deps.alert).toHaveBeenCalledWith('Registration failed: Please try again.');
  });

  it('shows the unexpected sign-up alert when the call itself breaks', async () => {
    const deps = makeDeps({ register: jest.fn(async () => { throw new TypeError('Failed to fetch'); }) });
    await runSignUp(deps);
    expect(deps.alert).toHaveBeenCalledWith('An unexpected error occurred during sign-up. Please try again.');
  });

  it('shows the cancelled alert when the popup is closed', async () => {
    const deps = makeDeps({ popup: jest.fn(async () => { throw firebaseError('auth/popup-closed-by-user'); }) });
    await runSignUp(deps);
    expect(deps.alert).toHaveBeenCalledWith('Google Sign-In was cancelled. Please try again.');
    expect(deps.register).not.toHaveBeenCalled();
  });

  it('shows the unexpected sign-up alert for any other popup failure', async () => {
    const deps = makeDeps({ popup: jest.fn(async () => { throw firebaseError('auth/internal-error'); }) });
    await runSignUp(deps);
    expect(deps.alert).toHaveBeenCalledWith('An unexpected error occurred during sign-up. Please try again.');
  });
});
