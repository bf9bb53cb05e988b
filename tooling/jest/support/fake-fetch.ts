// The one fake fetch of the web packages' tests. jsdom has no fetch; Firebase's Node build (loaded through
// shared-auth) reads fetch/Response when imported, and the page's calls need an answer. Import this module before
// anything that imports shared-auth.
//
// Answer by route: replyByRoute({ 'GET /api/languages': { status: 200, body: [...] } }) — each call is answered by
// its method and URL (or its path without the query), whatever order the effects call in; an unknown route
// answers 404. A route may name path parameters ('GET /api/channels/:id'). Tests whose page needs a computed
// answer may still set fakeFetch.mockImplementation.
//
// Strict routes (strictRoutes(), which renderRemote uses): a call no route answers rejects, and the test fails after
// it (an afterEach below) naming the call, so a page cannot quietly show an error for a request nobody expected.

export interface RouteReply {
  status: number;
  /** JSON-serialised unless it is a string (sent as is). */
  body: unknown;
}

/** A reply, or a function returning one (or a promise of one, to hold the call pending until the test resolves it). */
export type RouteHandler = RouteReply | (() => RouteReply | Promise<RouteReply>);

const routes = new Map<string, RouteHandler>();
const NOT_FOUND: RouteReply = { status: 404, body: { message: 'Not found' } };
let strict = false;
const unrouted: string[] = [];

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** Whether `pattern` ('GET /api/channels/:id') matches `route` ('GET /api/channels/9'). */
function matches(pattern: string, route: string): boolean {
  if (!pattern.includes('/:')) return false;
  const source = pattern.split('/').map((part) => (part.startsWith(':') ? '[^/?]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${source.join('/')}$`).test(route);
}

function handlerOf(method: string, url: string): RouteHandler | undefined {
  const exact = routes.get(`${method} ${url}`) ?? routes.get(`${method} ${pathOf(url)}`);
  if (exact) return exact;
  for (const [pattern, handler] of routes) {
    if (matches(pattern, `${method} ${url}`) || matches(pattern, `${method} ${pathOf(url)}`)) return handler;
  }
  return undefined;
}

async function routeReply(url: string, init?: RequestInit): Promise<RouteReply> {
  const method = (init?.method ?? 'GET').toUpperCase();
  const handler = handlerOf(method, url);
  if (!handler) {
    if (!strict) return NOT_FOUND;
    unrouted.push(`${method} ${url}`);
    throw new Error(`No fake reply for ${method} ${url}`);
  }
  return typeof handler === 'function' ? handler() : handler;
}

function response({ status, body }: RouteReply) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  };
}

export const fakeFetch = jest.fn(async (url: string, init?: RequestInit) => response(await routeReply(url, init)));

/** Answers calls by `METHOD url` (e.g. 'GET /api/channels/9'); replaces the routes set before. */
export function replyByRoute(table: Record<string, RouteHandler>): void {
  routes.clear();
  for (const [route, handler] of Object.entries(table)) routes.set(route, handler);
}

/** Forgets the routes, the calls seen and strictness (call in beforeEach). */
export function resetFakeFetch(): void {
  routes.clear();
  fakeFetch.mockClear();
  strict = false;
  unrouted.length = 0;
}

/** The calls no strict route answered so far in this test (the test fails with them when it ends). */
export function unroutedCalls(): string[] {
  return [...unrouted];
}

/**
 * Answers calls by `table` (as replyByRoute) until the test ends; a call no route answers rejects, and the test
 * fails when it ends. Replaces the routes set before.
 */
export function strictRoutes(table: Record<string, RouteHandler>): void {
  replyByRoute(table);
  strict = true;
}

/** Adds or replaces routes, keeping the others (a test's next answers). */
export function addRoutes(table: Record<string, RouteHandler>): void {
  for (const [route, handler] of Object.entries(table)) routes.set(route, handler);
}

afterEach(() => {
  const missed = unrouted.splice(0);
  const wasStrict = strict;
  strict = false;
  if (wasStrict && missed.length > 0) {
    throw new Error(`Calls without a fake reply (add a route for each):\n  ${missed.join('\n  ')}`);
  }
});

/** The `METHOD url` of every call made since the last reset. */
export function calledRoutes(): string[] {
  return fakeFetch.mock.calls.map(([url, init]) => `${(init?.method ?? 'GET').toUpperCase()} ${url}`);
}

/** A promise with its resolve function, to hold a routed call pending. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const globals = globalThis as Record<string, unknown>;
globals.fetch = fakeFetch;
globals.Response ??= class Response {};
globals.Request ??= class Request {};
