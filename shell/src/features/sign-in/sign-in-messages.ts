/** Alert texts of SPEC §8, verbatim. */
export const SIGN_IN_MESSAGES = {
  popupCancelled: 'Google Sign-In was cancelled. Please try again.',
  unexpectedSignUp: 'An unexpected error occurred during sign-up. Please try again.',
  unexpectedLogin: 'An unexpected error occurred during login. Please try again.',
  registrationFailed: (message?: string) => `Registration failed: ${message || 'Please try again.'}`,
  loginFailed: (message?: string) => `Login failed: ${message || 'Please check your credentials or sign up.'}`,
} as const;

/** Firebase error codes that mean the user closed or superseded the popup. */
export const POPUP_CANCELLED_CODES: ReadonlySet<string> = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
]);

export { USER_NOT_FOUND } from 'shared-api/constants';
export const USER_ALREADY_EXISTS = 'User already exists';
