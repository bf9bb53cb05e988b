// Google sign-in: the popup sequence (login / sign-up), the session bootstrap, and the calls both share.
export { runLogin, runSignUp, runSignIn, type SignInDeps, type SignInMode, type SignInOutcome } from './sign-in-flow';
export { SIGN_IN_MESSAGES } from './sign-in-messages';
export { useGoogleSignIn, type GoogleSignIn } from './hooks/use-google-sign-in';
export { SignInServicesContext, firebaseSignInServices, type SignInServices } from './hooks/sign-in-services';
export { useSessionBootstrap, bootstrapSignedInUser } from './hooks/use-session-bootstrap';
export { SessionBootstrap } from './components/session-bootstrap';
export { SignInAlertDialog } from './components/sign-in-alert-dialog';
export { verifyChannel, isRefusal, type AuthResponse, type SignInIdentity } from './api/auth-api';
export { AuthApiError } from './api/auth-api-error';
