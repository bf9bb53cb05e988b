import { authFetch, type UserTag } from 'shared-auth';

/** GET /api/tags/channel/{channelId} (bearer). The list may come bare or as `{tags}`; failures give [] (SPEC §8). */
export async function fetchChannelTags(channelId: string): Promise<UserTag[]> {
  try {
    const body = await authFetch<unknown>(`/api/tags/channel/${encodeURIComponent(channelId)}`);
    const list = Array.isArray(body) ? body : (body as { tags?: unknown } | null)?.tags;
    return Array.isArray(list)
      ? list.filter((t): t is UserTag => Boolean(t) && typeof (t as UserTag).tagName === 'string')
      : [];
  } catch (error) {
    console.error('Error fetching channel tags:', error);
    return [];
  }
}
