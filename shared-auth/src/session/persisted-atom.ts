// A jotai atom mirrored to one localStorage key. Built on plain `atom` (not jotai/utils) so that only the
// shared `jotai` singleton is involved across federated builds.
import { atom, type WritableAtom } from 'jotai';
import { readStored, writeStored } from './local-storage';

export type PersistedAtom<T> = WritableAtom<T | null, [T | null], void>;

export function persistedAtom<T>(key: string, { json = true } = {}): PersistedAtom<T> {
  // Read once per store; later reads come from the override set by writes.
  const initial = atom(() => readStored<T>(key, json));
  const override = atom<{ value: T | null } | null>(null);
  const persisted = atom(
    (get) => {
      const written = get(override);
      return written ? written.value : get(initial);
    },
    (_get, set, value: T | null) => {
      writeStored(key, value, json);
      set(override, { value });
    },
  );
  persisted.debugLabel = key;
  return persisted;
}
