import type { FindChannelsByNameResponse } from 'shared-api';
import { authFetch } from 'shared-auth';

import { SEARCH_PAGE_SIZE } from 'shared-api/constants';

export { SEARCH_PAGE_SIZE };

export function findChannelsByNameBody(name: string) {
  return { name: name.trim(), pagination: { page: 0, limit: SEARCH_PAGE_SIZE } };
}

/** POST /api/findChannelsByName (bearer): the first 12 channels whose name matches the trimmed text. */
export function findChannelsByName(name: string): Promise<FindChannelsByNameResponse> {
  return authFetch<FindChannelsByNameResponse>('/api/findChannelsByName', {
    method: 'POST',
    body: JSON.stringify(findChannelsByNameBody(name)),
  });
}
