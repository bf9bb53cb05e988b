// The signed-in member's own API access from a test: the ID token the app keeps in localStorage (as JSON or as
// plain text), and a call with it made from the member's page (same origin, real cookies and headers).
import type { Page } from '@playwright/test';

/** The member's current ID token, as the app stored it. */
export function storedToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('token') ?? '';
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === 'string') return parsed;
    } catch { /* stored as plain text */ }
    return raw;
  });
}

/** Calls the API from the member's page with the member's token; the status and the JSON answer. */
export async function memberApi<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const token = await storedToken(page);
  return page.evaluate(async ({ path: p, method, body, token: t }) => {
    const res = await fetch(p, {
      method: method ?? 'GET',
      headers: { authorization: `Bearer ${t}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as unknown };
  }, { path, method: init.method, body: init.body, token }) as Promise<{ status: number; body: T }>;
}
