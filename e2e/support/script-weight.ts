import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/**
 * JavaScript budgets of a first visit, in gzip -9 bytes of the product's own scripts; both pages are at their goals
 * (landing 150 KB, dashboard 250 KB). The dashboard's figure counts the chat socket client (@stomp/stompjs +
 * sockjs-client, about 21 KB), which downloads when the page is idle but still arrives before the page settles, and
 * Firebase (about 44 KB), of which only the functions shared-auth names are bundled.
 */
export const JS_BUDGET_GZIP = { landing: 150 * 1024, dashboard: 250 * 1024 } as const;
export const JS_GOAL_GZIP = { landing: 150 * 1024, dashboard: 250 * 1024 } as const;

export interface ScriptWeight {
  /** gzip -9 bytes of every script of the product's origin the page fetched. */
  gzipBytes: number;
  rawBytes: number;
  files: Array<{ url: string; gzipBytes: number; rawBytes: number }>;
}

/**
 * Starts recording the scripts `page` fetches from its own origin; call the returned function once the page has
 * settled. Bytes are counted as gzip -9 of each body, so the figure does not depend on what the server compresses.
 */
export function recordScripts(page: Page, origin: string): () => Promise<ScriptWeight> {
  const responses: Response[] = [];
  const onResponse = (res: Response) => {
    if (res.request().resourceType() === 'script' && res.url().startsWith(origin)) responses.push(res);
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    const files = await Promise.all(responses.map(async (res) => {
      const body = await res.body();
      return { url: res.url().slice(origin.length), gzipBytes: gzipSync(body, { level: 9 }).length, rawBytes: body.length };
    }));
    files.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      gzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0),
      rawBytes: files.reduce((n, f) => n + f.rawBytes, 0),
      files,
    };
  };
}

/** One line per file, for the failure message. */
export function describeWeight(weight: ScriptWeight): string {
  return [`${(weight.gzipBytes / 1024).toFixed(1)} KB gzip in ${weight.files.length} files:`,
    ...weight.files.map((f) => `  ${(f.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${f.url}`)].join('\n');
}
