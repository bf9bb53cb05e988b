import { initFirebase } from '../firebase/firebase-auth';
import { sessionStore } from '../session/session-atoms';
import { loadRuntimeConfig, runtimeConfigAtom, setRuntimeConfig, type RuntimeConfig } from './runtime-config';

/** Start-up of the shell and of every standalone harness: load /config.json, publish it, initialise Firebase. */
export async function initRuntime(url = '/config.json', store = sessionStore): Promise<RuntimeConfig> {
  const config = await loadRuntimeConfig(url);
  setRuntimeConfig(config);
  store.set(runtimeConfigAtom, config);
  initFirebase(config);
  return config;
}
