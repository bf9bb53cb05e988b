import { AuthApiError } from './api/auth-api-error';
import type { ServerUser } from 'shared-auth';
import { isRefusal, type AuthResponse, type SignInIdentity } from './api/auth-api';
import { POPUP_CANCELLED_CODES, SIGN_IN_MESSAGES, USER_ALREADY_EXISTS, USER_NOT_FOUND } from './sign-in-messages';

export const DASHBOARD_PATH = '/dashboardV2';
export const REGISTER_PATH = '/register';
export const EDIT_PROFILE_PATH = '/profile/edit';

/** Everything the sign-in sequence touches, injected so each branch can be exercised on its own. */
export interface SignInDeps {
  /** Google popup with the account chooser; rejects with a Firebase error (`code`) when it fails. */
  popup(): Promise<SignInIdentity>;
  login(identity: SignInIdentity): Promise<AuthResponse>;
  register(identity: SignInIdentity): Promise<AuthResponse>;
  verifyChannel(): Promise<AuthResponse>;
  /** Keeps the server's view of the user (and its channel, when present) in the session store. */
  storeAuthResponse(response: ServerUser): void;
  /** Full page load: the dashboard boots fresh with the stored session. */
  loadPage(path: string): void;
  navigate(path: string, state?: Record<string, unknown>): void;
  alert(message: string): void;
}

export type SignInMode = 'login' | 'sign-up';

/** How a run ended; the UI uses it only to know whether to keep its busy state. */
export type SignInOutcome = 'dashboard' | 'register' | 'edit-profile' | 'stayed' | 'alerted';

function isPopupCancelled(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && POPUP_CANCELLED_CODES.has(code);
}

function serverSays(error: unknown, text: string): error is AuthApiError {
  return error instanceof AuthApiError && error.message.includes(text);
}

/** A body that arrives with status 200 but still carries the server's refusal becomes the error it stands for. */
function acceptedOrThrow(response: AuthResponse): ServerUser {
  if (isRefusal(response)) throw new AuthApiError(response.message, 200);
  return response;
}

async function loginOrThrow(deps: SignInDeps, identity: SignInIdentity): Promise<ServerUser> {
  return acceptedOrThrow(await deps.login(identity));
}

async function registerOrThrow(deps: SignInDeps, identity: SignInIdentity): Promise<ServerUser> {
  return acceptedOrThrow(await deps.register(identity));
}

function goByValidation(deps: SignInDeps, response: ServerUser): SignInOutcome {
  deps.storeAuthResponse(response);
  if (response.validated === true) {
    deps.loadPage(DASHBOARD_PATH);
    return 'dashboard';
  }
  deps.navigate(REGISTER_PATH);
  return 'register';
}

async function popupOrAlert(deps: SignInDeps, unexpected: string): Promise<SignInIdentity | null> {
  try {
    return await deps.popup();
  } catch (error) {
    deps.alert(isPopupCancelled(error) ? SIGN_IN_MESSAGES.popupCancelled : unexpected);
    return null;
  }
}

/** Login after the server said the account exists; shared by both buttons. */
async function loginExisting(deps: SignInDeps, identity: SignInIdentity): Promise<SignInOutcome> {
  try {
    return goByValidation(deps, await loginOrThrow(deps, identity));
  } catch (error) {
    return alertLoginFailure(deps, error);
  }
}

function alertLoginFailure(deps: SignInDeps, error: unknown): SignInOutcome {
  deps.alert(error instanceof AuthApiError ? SIGN_IN_MESSAGES.loginFailed(error.message) : SIGN_IN_MESSAGES.unexpectedLogin);
  return 'alerted';
}

/**
 * 'Log In' (SPEC §4 Sign-in 1-4): popup, then login. An unknown user is registered, the channel
 * is verified and the visitor goes on to connect it on /register; a failed verification leaves them where they are.
 */
export async function runLogin(deps: SignInDeps): Promise<SignInOutcome> {
  const identity = await popupOrAlert(deps, SIGN_IN_MESSAGES.unexpectedLogin);
  if (!identity) return 'alerted';
  try {
    return goByValidation(deps, await loginOrThrow(deps, identity));
  } catch (error) {
    if (serverSays(error, USER_NOT_FOUND)) return registerUnknownUser(deps, identity);
    return alertLoginFailure(deps, error);
  }
}

async function registerUnknownUser(deps: SignInDeps, identity: SignInIdentity): Promise<SignInOutcome> {
  try {
    deps.storeAuthResponse(await registerOrThrow(deps, identity));
  } catch (error) {
    if (serverSays(error, USER_ALREADY_EXISTS)) return loginExisting(deps, identity);
    deps.alert(error instanceof AuthApiError ? SIGN_IN_MESSAGES.registrationFailed(error.message) : SIGN_IN_MESSAGES.unexpectedLogin);
    return 'alerted';
  }
  try {
    deps.storeAuthResponse(acceptedOrThrow(await deps.verifyChannel()));
  } catch {
    return 'stayed';
  }
  deps.navigate(REGISTER_PATH);
  return 'register';
}

/**
 * 'Sign Up for Free' (SPEC §4 Sign-in 6): popup, then register (an existing account logs in instead), then
 * verify the channel. Validated goes to the dashboard; a fresh account whose channel is already connected
 * completes its profile; otherwise, and when verification fails, the visitor connects the channel on /register.
 */
export async function runSignUp(deps: SignInDeps): Promise<SignInOutcome> {
  const identity = await popupOrAlert(deps, SIGN_IN_MESSAGES.unexpectedSignUp);
  if (!identity) return 'alerted';
  try {
    deps.storeAuthResponse(await registerOrThrow(deps, identity));
  } catch (error) {
    if (serverSays(error, USER_ALREADY_EXISTS)) return loginExisting(deps, identity);
    deps.alert(error instanceof AuthApiError ? SIGN_IN_MESSAGES.registrationFailed(error.message) : SIGN_IN_MESSAGES.unexpectedSignUp);
    return 'alerted';
  }
  let verified: ServerUser;
  try {
    verified = acceptedOrThrow(await deps.verifyChannel());
  } catch {
    deps.navigate(REGISTER_PATH);
    return 'register';
  }
  deps.storeAuthResponse(verified);
  if (verified.validated === true) {
    deps.loadPage(DASHBOARD_PATH);
    return 'dashboard';
  }
  if (verified.userChannel) {
    deps.navigate(EDIT_PROFILE_PATH, { fromRegistration: true });
    return 'edit-profile';
  }
  deps.navigate(REGISTER_PATH);
  return 'register';
}

export function runSignIn(mode: SignInMode, deps: SignInDeps): Promise<SignInOutcome> {
  return mode === 'login' ? runLogin(deps) : runSignUp(deps);
}
