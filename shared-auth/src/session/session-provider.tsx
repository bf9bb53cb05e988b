import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { sessionStore } from './session-atoms';

/** Makes the one session store available to jotai hooks (shell root and standalone harnesses). */
export function SessionProvider({ children, store = sessionStore }: { children: ReactNode; store?: typeof sessionStore }) {
  return <Provider store={store}>{children}</Provider>;
}
