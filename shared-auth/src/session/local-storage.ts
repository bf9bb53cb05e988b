// Safe localStorage access: storage may be unavailable (privacy mode, quota) or hold a value that is not JSON.

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** Reads a stored value; `token` is a plain string, the other keys hold JSON. Returns null when absent or bad. */
export function readStored<T>(key: string, json: boolean): T | null {
  const raw = storage()?.getItem(key);
  if (raw === null || raw === undefined) return null;
  if (!json) return raw as T;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Writes a value, or removes the key when the value is null. */
export function writeStored(key: string, value: unknown, json: boolean): void {
  const store = storage();
  if (!store) return;
  try {
    if (value === null || value === undefined) store.removeItem(key);
    else store.setItem(key, json ? JSON.stringify(value) : String(value));
  } catch {
    // Quota exceeded: the in-memory atom still holds the value for this page.
  }
}

/** Removes every stored entry of this origin (sign-out clears everything stored, per the spec). */
export function clearAllStored(): void {
  storage()?.clear();
  try {
    window.sessionStorage.clear();
  } catch {
    // sessionStorage unavailable: nothing to clear.
  }
}
