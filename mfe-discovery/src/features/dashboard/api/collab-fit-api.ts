// Saved searches (the cards' collab-fit reasons come with the Best fit listing itself).
import type { CreateSavedSearch, SavedSearch, SavedSearchList } from 'shared-api';
import { authFetch } from 'shared-auth';

export function loadSavedSearches(): Promise<SavedSearchList> {
  return authFetch<SavedSearchList>('/api/saved-searches');
}

export function createSavedSearch(body: CreateSavedSearch): Promise<SavedSearch> {
  return authFetch<SavedSearch>('/api/saved-searches', { method: 'POST', body: JSON.stringify(body) });
}

export function deleteSavedSearch(id: number): Promise<{ success: true }> {
  return authFetch<{ success: true }>(`/api/saved-searches/${id}`, { method: 'DELETE' });
}
