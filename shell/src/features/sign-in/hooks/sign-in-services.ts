import { createContext } from 'react';
import { signInWithGooglePopup } from 'shared-auth';
import { login, register, verifyChannel, type AuthResponse, type SignInIdentity } from '../api/auth-api';

/** The outside world of the sign-in sequence: the Google popup and the three auth calls. */
export interface SignInServices {
  popup(): Promise<SignInIdentity>;
  login(identity: SignInIdentity): Promise<AuthResponse>;
  register(identity: SignInIdentity): Promise<AuthResponse>;
  verifyChannel(): Promise<AuthResponse>;
}

export const firebaseSignInServices: SignInServices = { popup: signInWithGooglePopup, login, register, verifyChannel };

/** Lets a test or a standalone harness replace the services; the app uses Firebase and the real API. */
export const SignInServicesContext = createContext<SignInServices>(firebaseSignInServices);
