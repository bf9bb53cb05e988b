import { fetchWithRetry, retryDelay } from './fetch-with-retry';

type Reply = { ok: boolean; status: number } | Error;

function scriptedFetch(replies: Reply[]) {
  const calls: string[] = [];
  const impl = (async (url: string) => {
    calls.push(url);
    const next = replies.shift();
    if (!next) throw new Error('no more replies');
    if (next instanceof Error) throw next;
    return next as Response;
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('fetchWithRetry', () => {
  const sleeps: number[] = [];
  const sleep = async (ms: number) => { sleeps.push(ms); };
  beforeEach(() => { sleeps.length = 0; });

  it('retries network failures with growing delays and returns the first success', async () => {
    const { impl, calls } = scriptedFetch([new TypeError('Failed to fetch'), { ok: false, status: 503 }, { ok: true, status: 200 }]);
    const res = await fetchWithRetry('/m.json', {}, { fetchImpl: impl, sleep, retries: 2, baseDelayMs: 100 });
    expect(res.status).toBe(200);
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([100, 300]);
  });

  it('gives up after the last retry with the last error', async () => {
    const { impl, calls } = scriptedFetch([new TypeError('a'), new TypeError('b'), new TypeError('Failed to fetch')]);
    await expect(fetchWithRetry('/m.json', {}, { fetchImpl: impl, sleep, retries: 2 })).rejects.toThrow('Failed to fetch');
    expect(calls).toHaveLength(3);
  });

  it('does not retry a 404 and names the status', async () => {
    const { impl, calls } = scriptedFetch([{ ok: false, status: 404 }]);
    await expect(fetchWithRetry('/m.json', {}, { fetchImpl: impl, sleep })).rejects.toThrow('HTTP 404 for manifest /m.json');
    expect(calls).toHaveLength(1);
  });

  it('computes the backoff', () => {
    expect([1, 2, 3].map((n) => retryDelay(n, 300))).toEqual([300, 900, 2700]);
  });
});
