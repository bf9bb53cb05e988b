import type { Language } from 'shared-api';
import { apiFetch } from 'shared-auth';

/** GET /api/languages (public): the content-language options, alphabetically. */
export function fetchLanguages(): Promise<Language[]> {
  return apiFetch<Language[]>('/api/languages');
}
