import { authFetch, type UserTag } from 'shared-auth';

/** GET /api/tags/channel/{channelId} (bearer). The list may come bare or wrapped as `{tags}`. */
export async function fetchChannelTags(channelId: string | number): Promise<UserTag[]> {
  const body = await authFetch<unknown>(`/api/tags/channel/${encodeURIComponent(String(channelId))}`);
  const list = Array.isArray(body) ? body : (body as { tags?: unknown } | null)?.tags;
  return Array.isArray(list)
    ? list.filter((t): t is UserTag => Boolean(t) && typeof (t as UserTag).tagName === 'string')
    : [];
}
