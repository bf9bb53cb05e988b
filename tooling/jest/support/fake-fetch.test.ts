// The web tests' fake fetch: replies by route (exact, or with :params), and strict routes that refuse the rest.
import { addRoutes, calledRoutes, fakeFetch, replyByRoute, resetFakeFetch, strictRoutes, unroutedCalls } from './fake-fetch';

const call = async (url: string, init?: RequestInit) => {
  const res = await fakeFetch(url, init);
  return { status: res.status, body: await res.json() };
};

beforeEach(resetFakeFetch);

it('answers by method and path, with or without the query, and by a :param pattern', async () => {
  replyByRoute({
    'GET /api/channels/9': { status: 200, body: { id: 9 } },
    'GET /api/channels/:id': { status: 404, body: { message: 'none' } },
    'POST /api/saved-searches': () => ({ status: 201, body: { id: 1 } }),
  });
  expect(await call('/api/channels/9')).toEqual({ status: 200, body: { id: 9 } });
  expect(await call('/api/channels/UCx?fields=all')).toEqual({ status: 404, body: { message: 'none' } });
  expect(await call('/api/saved-searches', { method: 'POST' })).toEqual({ status: 201, body: { id: 1 } });
  // A pattern stands for one path segment only.
  expect((await call('/api/channels/9/similar')).status).toBe(404);
  expect(calledRoutes()).toEqual(['GET /api/channels/9', 'GET /api/channels/UCx?fields=all', 'POST /api/saved-searches',
    'GET /api/channels/9/similar']);
});

it('answers an unknown route 404 unless the routes are strict', async () => {
  replyByRoute({});
  expect((await call('/api/languages')).status).toBe(404);
  expect(unroutedCalls()).toEqual([]);
});

it('refuses a call no strict route answers, and keeps it for the failure at the end of the test', async () => {
  strictRoutes({ 'GET /api/languages': { status: 200, body: [] } });
  addRoutes({ 'GET /api/tags/channel/:id': { status: 200, body: [] } });
  expect((await call('/api/languages')).status).toBe(200);
  expect((await call('/api/tags/channel/7')).status).toBe(200);
  await expect(call('/api/channels/7', { method: 'DELETE' })).rejects.toThrow('No fake reply for DELETE /api/channels/7');
  expect(unroutedCalls()).toEqual(['DELETE /api/channels/7']);
  // Forgotten here so this test passes; renderRemote's users see the afterEach failure instead.
  resetFakeFetch();
});
