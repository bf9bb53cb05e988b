import { useCallback, useContext } from 'react';
import { useNavigate } from 'react-router-dom';
import { storeServerUser, useAtomValue, useStore } from 'shared-auth';
import { runSignIn, type SignInDeps, type SignInMode } from '../sign-in-flow';
import { SignInServicesContext } from './sign-in-services';
import { signInAlertAtom, signInPendingAtom } from './sign-in-state';

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
  const pending = useAtomValue(signInPendingAtom);
  const alertMessage = useAtomValue(signInAlertAtom);

  const signIn = useCallback(
    (mode: SignInMode) => {
      if (store.get(signInPendingAtom)) return;
      store.set(signInPendingAtom, mode);
      const deps: SignInDeps = {
        ...services,
        storeAuthResponse: (response) => storeServerUser(response, store),
        loadPage: (path) => window.location.assign(path),
        navigate: (path, state) => navigate(path, state ? { state } : undefined),
        alert: (message) => store.set(signInAlertAtom, message),
      };
      void runSignIn(mode, deps).then((outcome) => {
        // A dashboard load replaces the page; keep the button busy until it does.
        if (outcome !== 'dashboard') store.set(signInPendingAtom, null);
      });
    },
    [services, store, navigate],
  );

  const dismissAlert = useCallback(() => store.set(signInAlertAtom, null), [store]);
  return { signIn, pending, alertMessage, dismissAlert };
}
