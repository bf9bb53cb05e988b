import { fakeFetch, replyByRoute, resetFakeFetch } from 'jest-support/fake-fetch';
import { createStore } from 'shared-auth';
import type { FirebaseUser as User } from 'shared-auth';
import { serverUserAtom, tokenAtom, userChannelAtom } from 'shared-auth';
import { bootstrapSignedInUser } from './use-session-bootstrap';

const user = { uid: 'uid-1', email: 'ana@example.com', getIdToken: async () => 'id-token' } as unknown as User;

beforeEach(() => {
  localStorage.clear();
  resetFakeFetch();
});

describe('bootstrapSignedInUser', () => {
  it('logs the identity in with a bearer token and stores the server user and channel', async () => {
    const channel = { id: 9, channelName: 'Ana Cooks' };
    const body = { uid: 'uid-1', email: 'ana@example.com', validated: true, user: { id: 42, uid: 'uid-1' }, userChannel: channel };
    replyByRoute({ 'POST /api/login': { status: 200, body: JSON.stringify(body) } });
    const store = createStore();
    await bootstrapSignedInUser(user, store);

    const [url, init] = fakeFetch.mock.calls[0]!;
    expect(url).toBe('/api/login');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer id-token');
    expect(JSON.parse(String(init?.body))).toEqual({ uid: 'uid-1', email: 'ana@example.com', googleIdToken: 'id-token' });
    expect(store.get(serverUserAtom)).toEqual(body);
    expect(store.get(userChannelAtom)).toEqual(channel);
    expect(store.get(tokenAtom)).toBe('id-token');
    expect(localStorage.getItem('token')).toBe('id-token');
  });

  it('stores the failed-login placeholder with the status', async () => {
    replyByRoute({ 'POST /api/login': { status: 503, body: 'down' } });
    const store = createStore();
    await bootstrapSignedInUser(user, store);
    expect(store.get(serverUserAtom)).toEqual({ validated: false, isPlaceholder: true, error: 'Login API failed: 503' });
    expect(JSON.parse(localStorage.getItem('serverUser') ?? 'null')).toMatchObject({ isPlaceholder: true });
  });

  it('stores the generic placeholder when the call cannot be made', async () => {
    fakeFetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const store = createStore();
    await bootstrapSignedInUser(user, store);
    expect(store.get(serverUserAtom)).toEqual({ validated: false, isPlaceholder: true, error: 'Error during login process.' });
  });
});
