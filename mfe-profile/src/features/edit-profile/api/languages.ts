import { apiFetch } from 'shared-auth';
import { type LanguageOption } from '../profile-form-rules';

/** GET /api/languages: the content-language options; the list may come bare or as `{languages}`. */
export async function fetchLanguages(): Promise<LanguageOption[]> {
  const body = await apiFetch<unknown>('/api/languages');
  const list = Array.isArray(body) ? body : (body as { languages?: unknown } | null)?.languages;
  if (!Array.isArray(list)) throw new Error('Unexpected languages response');
  return list
    .filter((l): l is LanguageOption => Boolean(l) && typeof (l as LanguageOption).language === 'string')
    .map((l) => ({ id: Number(l.id), language: l.language }))
    .filter((l) => Number.isFinite(l.id));
}
