import { fakeFetch, replyByRoute, resetFakeFetch } from 'jest-support/fake-fetch';
import { ApiError } from 'shared-auth';
import { channelBlock } from '../../../test-support/channel-fixture';
import { signInForTests, TEST_ID_TOKEN } from 'shared-auth/test-support/signed-in-firebase';
import { EMPTY_FILTERS } from '../rules/dashboard-filters';
import { loadFilteredChannels } from './load-filtered-channels';

beforeAll(signInForTests);
beforeEach(() => { resetFakeFetch(); });

it('posts filter, sort_by subscriber_count and {page, limit 45} with the bearer token', async () => {
  const reply = { channels: channelBlock(1, 2), totalCount: 2 };
  replyByRoute({ 'POST /api/loadFilteredChannels': { status: 200, body: JSON.stringify(reply) } });
  await expect(loadFilteredChannels({ ...EMPTY_FILTERS, category: 'Gaming' }, 3)).resolves.toEqual(reply);
  const [url, init] = fakeFetch.mock.calls[0]!;
  expect(url).toBe('/api/loadFilteredChannels');
  expect(init?.method).toBe('POST');
  expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${TEST_ID_TOKEN}`);
  expect(JSON.parse(String(init?.body))).toEqual({
    filter: { subscribers_min: 100, subscribers_max: 1_000_000, category: 'Gaming' },
    sort_by: 'subscriber_count',
    pagination: { page: 3, limit: 45 },
  });
});

it('passes another sort through', async () => {
  replyByRoute({ 'POST /api/loadFilteredChannels': { status: 200, body: { channels: [], totalCount: 0 } } });
  await loadFilteredChannels(EMPTY_FILTERS, 0, 'most_recent');
  expect(JSON.parse(String(fakeFetch.mock.calls[0]![1]?.body))).toMatchObject({ sort_by: 'most_recent' });
});

it('rejects with ApiError on a failed response', async () => {
  replyByRoute({ 'POST /api/loadFilteredChannels': { status: 400, body: '{"message":"Unknown category"}' } });
  await expect(loadFilteredChannels(EMPTY_FILTERS, 0)).rejects.toMatchObject({ status: 400, message: 'Unknown category' });
  replyByRoute({ 'POST /api/loadFilteredChannels': { status: 500, body: '' } });
  await expect(loadFilteredChannels(EMPTY_FILTERS, 0)).rejects.toBeInstanceOf(ApiError);
});
