import { useEffect, useState } from 'react';
import { fetchLegalText, LEGAL_DOCUMENTS, type LegalDocument } from '../api/legal-text';

export type LegalTextState =
  | { kind: 'loading' }
  | { kind: 'loaded'; text: string }
  | { kind: 'failed'; message: string };

/** Loads a legal text once per document; failure yields the page's error text (SPEC §2). */
export function useLegalText(document: LegalDocument): LegalTextState {
  const [state, setState] = useState<LegalTextState>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    fetchLegalText(document, controller.signal).then(
      (text) => setState({ kind: 'loaded', text }),
      () => {
        if (!controller.signal.aborted) setState({ kind: 'failed', message: LEGAL_DOCUMENTS[document].error });
      },
    );
    return () => controller.abort();
  }, [document]);

  return state;
}
