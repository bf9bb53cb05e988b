function idText(id: unknown): string | null {
  return (typeof id === 'string' || typeof id === 'number') && String(id) !== '' ? String(id) : null;
}

/** Whether `id` is present and equal to one of `ids` (numbers and strings compare by their text). */
export function matchesAnyId(id: unknown, ids: ReadonlyArray<unknown>): boolean {
  const wanted = idText(id);
  return wanted !== null && ids.some((other) => idText(other) === wanted);
}

/** Own profile: route /profile/me, or an id matching the member's own channel or user id (SPEC §2). */
export function isOwnProfile(userId: string | undefined, ownIds: ReadonlyArray<unknown>): boolean {
  if (!userId || userId === 'me') return true;
  return matchesAnyId(userId, ownIds);
}
