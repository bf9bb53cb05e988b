// Answers the fake fetch by request path, so a test does not depend on the order in which effects call.
import { fakeFetch } from 'jest-support/fake-fetch';

export interface RouteReply {
  status: number;
  body: unknown;
}

/** A reply, or a promise of one to hold the call pending until the test resolves it. */
export type RouteHandler = RouteReply | (() => RouteReply | Promise<RouteReply>);

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => { resolve = r; });
  return { promise, resolve };
}

/** Routes `METHOD path` (e.g. 'GET /api/channels/9') to a handler; anything else answers 404. */
export function replyByRoute(routes: Record<string, RouteHandler>): void {
  fakeFetch.mockImplementation(async (url: string, init?: RequestInit) => {
    const handler = routes[`${init?.method ?? 'GET'} ${url}`];
    const reply = typeof handler === 'function' ? await handler() : (handler ?? { status: 404, body: { message: 'Not found' } });
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return { ok: reply.status >= 200 && reply.status < 300, status: reply.status, text: async () => text, json: async () => JSON.parse(text) as unknown };
  });
}

/** The `METHOD path` of every call made so far. */
export function calledRoutes(): string[] {
  return fakeFetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
}
