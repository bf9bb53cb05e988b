import type { CollabFitResponse, CreateSavedSearch, SavedSearch, SavedSearchList } from 'shared-api';
import { authFetch } from 'shared-auth';

/** GET /api/collab-fit: the fit of the member's channel with each card shown (reasons and components). */
export function loadCollabFits(ids: readonly number[]): Promise<CollabFitResponse> {
  return authFetch<CollabFitResponse>(`/api/collab-fit?ids=${ids.slice(0, 60).join(',')}`);
}

export function loadSavedSearches(): Promise<SavedSearchList> {
  return authFetch<SavedSearchList>('/api/saved-searches');
}

export function createSavedSearch(body: CreateSavedSearch): Promise<SavedSearch> {
  return authFetch<SavedSearch>('/api/saved-searches', { method: 'POST', body: JSON.stringify(body) });
}

export function deleteSavedSearch(id: number): Promise<{ success: true }> {
  return authFetch<{ success: true }>(`/api/saved-searches/${id}`, { method: 'DELETE' });
}
