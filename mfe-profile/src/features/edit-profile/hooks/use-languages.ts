import { useEffect, useState } from 'react';
import { fetchLanguages } from '../api/languages';
import { PROFILE_MESSAGES, type LanguageOption } from '../profile-form-rules';

export interface LanguagesState {
  languages: LanguageOption[];
  loading: boolean;
  error: string | null;
}

/** The content-language options, loaded once; a failure yields 'Failed to load languages'. */
export function useLanguages(load: () => Promise<LanguageOption[]> = fetchLanguages): LanguagesState {
  const [state, setState] = useState<LanguagesState>({ languages: [], loading: true, error: null });

  useEffect(() => {
    let live = true;
    load().then(
      (languages) => live && setState({ languages, loading: false, error: null }),
      () => live && setState({ languages: [], loading: false, error: PROFILE_MESSAGES.languagesFailed }),
    );
    return () => {
      live = false;
    };
  }, [load]);

  return state;
}
