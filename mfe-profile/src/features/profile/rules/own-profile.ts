/** Own profile: route /profile/me, or an id matching the member's own channel or user id (SPEC §2). */
export function isOwnProfile(userId: string | undefined, ownIds: ReadonlyArray<unknown>): boolean {
  if (!userId || userId === 'me') return true;
  return ownIds.some((id) => (typeof id === 'string' || typeof id === 'number') && String(id) !== '' && String(id) === userId);
}
