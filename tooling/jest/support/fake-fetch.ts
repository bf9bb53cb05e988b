// jsdom has no fetch; Firebase's Node build (loaded through shared-auth) reads fetch/Response when imported,
// and the page's calls need an answer. Import this module before anything that imports shared-auth.

export interface FakeReply {
  status: number;
  body: string;
}

/** Replies handed out in order; an empty queue answers 200 with `{}`. */
export const fetchReplies: FakeReply[] = [];

export const fakeFetch = jest.fn(async (_url: string, _init?: RequestInit) => {
  const reply = fetchReplies.shift() ?? { status: 200, body: '{}' };
  return {
    ok: reply.status >= 200 && reply.status < 300,
    status: reply.status,
    text: async () => reply.body,
    json: async () => JSON.parse(reply.body) as unknown,
  };
});

const globals = globalThis as Record<string, unknown>;
globals.fetch = fakeFetch;
globals.Response ??= class Response {};
globals.Request ??= class Request {};
