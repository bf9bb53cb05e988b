// Retries a GET a few times with growing delays. Used for remote manifests: a remote that is restarting or a
// dropped connection should not leave a hole in the page.

export interface RetryOptions {
  retries?: number;
  /** Delay before retry n (1-based) is baseDelayMs * 3^(n-1). */
  baseDelayMs?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Backoff before the `attempt`-th retry. */
export function retryDelay(attempt: number, baseDelayMs: number): number {
  return baseDelayMs * 3 ** (attempt - 1);
}

/**
 * Resolves with the first 2xx response. 4xx answers are final (retrying will not create the file); network
 * errors and 5xx are retried. After the last attempt it throws, naming the HTTP status when there was one.
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit = {},
  { retries = 2, baseDelayMs = 300, fetchImpl = fetch, sleep = defaultSleep }: RetryOptions = {},
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await sleep(retryDelay(attempt, baseDelayMs));
    try {
      const res = await fetchImpl(url, init);
      if (res.ok) return res;
      lastError = new Error(`HTTP ${res.status} for manifest ${url}`);
      if (res.status < 500) break;
    } catch (err) {
      lastError = err;
    }
  }
  throw lastError;
}
