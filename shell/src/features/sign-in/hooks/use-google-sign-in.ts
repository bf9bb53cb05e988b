import { useStore } from 'jotai';
import { useCallback, useContext, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverUserAtom, userChannelAtom, type ServerUser, type UserChannel } from 'shared-auth';
import { type AuthResponse } from '../api/auth-api';
import { runSignIn, type SignInDeps, type SignInMode } from '../sign-in-flow';
import { SignInServicesContext } from './sign-in-services';

export interface GoogleSignIn {
  /** Starts the popup sign-in; ignored while one is already running. */
  signIn(mode: SignInMode): void;
  /** The mode in progress, for the buttons' busy state. */
  pending: SignInMode | null;
  /** The alert of SPEC §8 to show, if any. */
  alertMessage: string | null;
  dismissAlert(): void;
}

/** Wires the sign-in sequence to Firebase, the session store and the router. */
export function useGoogleSignIn(): GoogleSignIn {
  const services = useContext(SignInServicesContext);
  const store = useStore();
  const navigate = useNavigate();
  const [pending, setPending] = useState<SignInMode | null>(null);
  const [alertMessage, setAlertMessage] = useState<string | null>(null);
  const running = useRef(false);

  const signIn = useCallback(
    (mode: SignInMode) => {
      if (running.current) return;
      running.current = true;
      setPending(mode);
      const deps: SignInDeps = {
        ...services,
        storeAuthResponse(response: AuthResponse) {
          store.set(serverUserAtom, response as ServerUser);
          if (response.userChannel) store.set(userChannelAtom, response.userChannel as UserChannel);
        },
        loadPage: (path) => window.location.assign(path),
        navigate: (path, state) => navigate(path, state ? { state } : undefined),
        alert: setAlertMessage,
      };
      void runSignIn(mode, deps).then((outcome) => {
        running.current = false;
        // A dashboard load replaces the page; keep the button busy until it does.
        if (outcome !== 'dashboard') setPending(null);
      });
    },
    [services, store, navigate],
  );

  const dismissAlert = useCallback(() => setAlertMessage(null), []);
  return { signIn, pending, alertMessage, dismissAlert };
}
