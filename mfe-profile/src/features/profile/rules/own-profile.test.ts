import { isOwnProfile, matchesAnyId } from './own-profile';

it('treats /profile/me and a matching own channel or user id as the own profile', () => {
  expect(isOwnProfile(undefined, [])).toBe(true);
  expect(isOwnProfile('me', [])).toBe(true);
  expect(isOwnProfile('5', [5, 'UCana', 42])).toBe(true);
  expect(isOwnProfile('UCana', [5, 'UCana', 42])).toBe(true);
  expect(isOwnProfile('42', [5, undefined, 42])).toBe(true);
});

it('treats any other id as another channel', () => {
  expect(isOwnProfile('7', [5, 'UCana', 42])).toBe(false);
  expect(isOwnProfile('7', [undefined, null, ''])).toBe(false);
});

it('matches a present id only', () => {
  expect(matchesAnyId(7, ['7'])).toBe(true);
  expect(matchesAnyId(null, [null])).toBe(false);
  expect(matchesAnyId('', [''])).toBe(false);
  expect(matchesAnyId({}, [{}])).toBe(false);
});
