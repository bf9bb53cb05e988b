import { PROFILE_REQUIRED_MESSAGE, type LoginResponse, type UserChannel } from 'shared-api';
import { backends, createTestApp, type TestContext } from '../../../test-support/test-app';
import { attachChannel, registeredUser, type TestUser } from '../../../test-support/users';

describe.each(backends())('POST /api/updateProfile on %s', (backend) => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ backend });
    user = await registeredUser(ctx.app, 'profile');
    await attachChannel(ctx, user.userId, { name: 'Profile Channel' });
  });
  afterAll(() => ctx.close());

  const complete = () => ({
    googleIdToken: 'g',
    userId: user.userId,
    email: user.email,
    categoryId: 15,
    languages: [{ id: 2, language: 'Spanish' }, { id: 1, language: 'English' }],
    country: ' Spain ',
    city: 'Madrid',
    collaborationInterests: 'Podcasts',
    collaborationStatus: 2,
    about: 'Science for everyone',
  });
  const update = (payload: unknown, auth = user.auth) =>
    ctx.app.inject({ method: 'POST', url: '/api/updateProfile', headers: auth, payload: payload as object });

  it('updates the profile from payloadMap, returns the userChannel and validates the user', async () => {
    const res = await update({ payloadMap: complete() });
    expect(res.statusCode).toBe(200);
    const channel = res.json<UserChannel>();
    expect(channel).toMatchObject({
      name: 'Profile Channel',
      categoryId: 15,
      category: 'Education',
      mainLanguage: 'Spanish',
      contentLanguages: ['Spanish', 'English'],
      country: 'Spain',
      city: 'Madrid',
      collaborationStatus: 2,
      about: 'Science for everyone',
      userId: user.userId,
    });
    const verify = await ctx.app.inject({ url: '/api/verify-channel', headers: user.auth });
    expect(verify.json<LoginResponse>().validated).toBe(true);
  });

  it('accepts the fields unwrapped', async () => {
    const res = await update({ ...complete(), collaborationStatus: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json<UserChannel>().collaborationStatus).toBe(3);
  });

  it.each([
    ['no category', { categoryId: null }],
    ['an unknown category', { categoryId: 77 }],
    ['no languages', { languages: [] }],
    ['no status', { collaborationStatus: null }],
    ['a status out of range', { collaborationStatus: 4 }],
  ])('answers 400 with the spec text in plain text for %s', async (_label, patch) => {
    const res = await update({ payloadMap: { ...complete(), ...patch } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe(PROFILE_REQUIRED_MESSAGE);
  });

  it('refuses to update another user\'s profile (403, plain text)', async () => {
    const other = await registeredUser(ctx.app);
    const res = await update({ payloadMap: { ...complete(), userId: other.userId } });
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe('You can only update your own profile.');
  });

  it('answers 404 in plain text when no channel is connected', async () => {
    const other = await registeredUser(ctx.app);
    const res = await update({ payloadMap: { ...complete(), userId: other.userId } }, other.auth);
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('No YouTube channel is connected to this account.');
  });

  it('rejects unknown languages and over-long text in plain text', async () => {
    const bad = await update({ payloadMap: { ...complete(), languages: [{ id: 9999, language: 'Klingon' }] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe('Unknown content language.');
    const long = await update({ payloadMap: { ...complete(), city: 'x'.repeat(101) } });
    expect(long.statusCode).toBe(400);
    expect(long.body).toMatch(/^Invalid city/);
  });

  it('requires a token', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/updateProfile', payload: complete() })).statusCode).toBe(401);
  });
});
