import { useQuery } from '@tanstack/react-query';
import { fetchLanguages } from '../api/languages';
import { editProfileKeys } from '../api/query-keys';
import { PROFILE_MESSAGES, type LanguageOption } from '../profile-form-rules';

export interface LanguagesState {
  languages: LanguageOption[];
  loading: boolean;
  error: string | null;
}

const NONE: LanguageOption[] = [];

/** The content-language options, loaded once per visit of the page; a failure yields 'Failed to load languages'. */
export function useLanguages(load: () => Promise<LanguageOption[]> = fetchLanguages): LanguagesState {
  const { data, status } = useQuery({ queryKey: editProfileKeys.languages, queryFn: () => load() });
  if (status === 'pending') return { languages: NONE, loading: true, error: null };
  if (status === 'error') return { languages: NONE, loading: false, error: PROFILE_MESSAGES.languagesFailed };
  return { languages: data, loading: false, error: null };
}
