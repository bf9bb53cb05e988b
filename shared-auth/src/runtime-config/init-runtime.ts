import { configureFirebase } from '../firebase/firebase-auth';
import { sessionStore } from '../session/session-atoms';
import { loadRuntimeConfig, runtimeConfigAtom, setRuntimeConfig, type RuntimeConfig } from './runtime-config';

/**
 * Start-up of the shell and of every standalone harness: load /config.json, publish it, and configure Firebase
 * (which loads only when a session needs it).
 */
export async function initRuntime(url = '/config.json', store = sessionStore): Promise<RuntimeConfig> {
  const config = await loadRuntimeConfig(url);
  setRuntimeConfig(config);
  store.set(runtimeConfigAtom, config);
  configureFirebase(config);
  return config;
}
