// Start-up: read the runtime config and the remote list, register the remotes with the federation runtime,
// initialise Firebase, then render. Nothing about the remotes is compiled into the shell.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initRuntime, prefetchFirebaseForStoredSignIn } from 'shared-auth';
import { App } from './app/app';
import { preloadLandingPage } from './features/public-pages';
import { StartupError } from './app/startup-error';
import { loadRemotesConfig, registerRuntimeRemotes, type RemotesConfig } from './federation/remotes-config';
import { preloadRemoteModules } from './federation/remote-component';
import { remotesForPath } from './app/route-remotes';

async function start(): Promise<void> {
  // A visitor on `/` with no stored sign-in will see the landing page (its largest paint): fetch it with the config.
  // A returning member (stored session) needs Firebase before anything of theirs shows: its download starts now,
  // alongside the config, and Auth starts when the config arrives (initRuntime), not after the first render.
  const returning = prefetchFirebaseForStoredSignIn();
  if (window.location.pathname === '/' && !returning) preloadLandingPage();
  const root = createRoot(document.getElementById('root')!);
  let remotes: RemotesConfig = {};
  try {
    const [, remoteList] = await Promise.all([
      initRuntime('/config.json'),
      // Without the remote list the shell still runs; every remote area then shows its fallback.
      loadRemotesConfig('/remotes.json').catch((err: unknown) => {
        console.error('Remotes unavailable:', err);
        return {};
      }),
    ]);
    remotes = remoteList;
  } catch (err) {
    root.render(<StartupError message={err instanceof Error ? err.message : String(err)} />);
    return;
  }
  registerRuntimeRemotes(remotes);
  // A member's page and header come from remotes: fetch them alongside the session restore (Firebase, the login
  // call) rather than after it, which on a slow network saves several round trips before the page shows. A page
  // that can also starts its data requests then, so they run alongside the login call instead of after it.
  if (returning) preloadRemoteModules(remotesForPath(window.location.pathname), window.location);
  // As a transition the first render is time-sliced: React yields to the browser every few milliseconds instead
  // of building the whole page (styles included) in one long task that blocks input on a slow phone. The remote
  // page that mounts when its chunk arrives is rendered in the same lane, so it is sliced too.
  startTransition(() => root.render(<App />));
}

void start();
