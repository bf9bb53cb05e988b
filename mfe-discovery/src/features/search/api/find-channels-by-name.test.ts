import { fakeFetch, replyByRoute, resetFakeFetch } from 'jest-support/fake-fetch';
import { ApiError } from 'shared-auth';
import { signInForTests, TEST_ID_TOKEN } from 'shared-auth/test-support/signed-in-firebase';
import { channelFixture } from '../../../test-support/channel-fixture';
import { findChannelsByName } from './find-channels-by-name';

beforeAll(signInForTests);
beforeEach(() => { resetFakeFetch(); });

it('posts the trimmed name with page 0 and limit 12 and the bearer token', async () => {
  const channel = channelFixture(3);
  replyByRoute({ 'POST /api/findChannelsByName': { status: 200, body: JSON.stringify({ channels: [channel] }) } });
  await expect(findChannelsByName('  cooking  ')).resolves.toEqual({ channels: [channel] });
  const [url, init] = fakeFetch.mock.calls[0]!;
  expect(url).toBe('/api/findChannelsByName');
  expect(init?.method).toBe('POST');
  expect(JSON.parse(String(init?.body))).toEqual({ name: 'cooking', pagination: { page: 0, limit: 12 } });
  expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${TEST_ID_TOKEN}`);
});

it('rejects with ApiError on a failed response', async () => {
  replyByRoute({ 'POST /api/findChannelsByName': { status: 400, body: '{"message":"Bad name"}' } });
  await expect(findChannelsByName('x')).rejects.toBeInstanceOf(ApiError);
});
