// Small helpers for the chat integration tests: real emulator tokens per user, polling for a condition, an
// in-memory Storage (node has no localStorage) and a fetch-based HTTP client acting as one user.
import type { TestUser } from './chat-server';

/** Hands out the user's real ID token and records whether each call forced a refresh. */
export function identityTokens(user: TestUser) {
  const forced: boolean[] = [];
  return {
    forced,
    get: async (forceRefresh: boolean) => {
      forced.push(forceRefresh);
      return user.token;
    },
  };
}

export async function waitFor(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

/** The chat API's HTTP function for one user: JSON, bearer token, throws with the status on non-2xx. */
export function httpAs(baseUrl: () => string, user: TestUser, calls: string[] = []) {
  return async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    calls.push(`${init.method ?? 'GET'} ${path}`);
    const res = await fetch(`${baseUrl()}${path}`, {
      ...init,
      // As shared-auth's fetch: a JSON content type only with a body (Fastify refuses an empty JSON body).
      headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), authorization: `Bearer ${user.token}` },
    });
    const text = await res.text();
    if (!res.ok) throw Object.assign(new Error(`HTTP ${res.status}: ${text}`), { status: res.status });
    return (text ? JSON.parse(text) : undefined) as T;
  };
}
