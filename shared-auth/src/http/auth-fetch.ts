// The fetch wrapper every feature uses for /api calls: JSON headers, the API base URL from the runtime
// config, a typed ApiError on non-2xx, and (authFetch) a fresh Firebase ID token as bearer.
import { getIdToken } from '../firebase/firebase-auth';
import { getRuntimeConfig } from '../runtime-config/runtime-config';
import { ApiError, errorMessageOf } from './api-error';

function resolveUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${getRuntimeConfig()?.apiBaseUrl ?? ''}${path}`;
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  // Some calls answer in plain text (e.g. updateProfile errors): keep the text when it is not JSON.
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Calls the API without a token. Resolves with the parsed body; rejects with ApiError on non-2xx. */
export async function apiFetch<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (init.body !== undefined && init.body !== null && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  const res = await fetch(resolveUrl(path), { ...init, headers });
  const body = await readBody(res);
  if (!res.ok) throw new ApiError(res.status, errorMessageOf(res.status, body), body);
  return body as T;
}

/**
 * Calls the API as the signed-in user: `Authorization: Bearer <fresh ID token>` plus JSON headers.
 * Rejects with NotAuthenticatedError when nobody is signed in, ApiError on non-2xx.
 */
export async function authFetch<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
  // The SDK returns its cached token while valid and refreshes it shortly before expiry.
  const token = await getIdToken();
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return apiFetch<T>(path, { ...init, headers });
}
