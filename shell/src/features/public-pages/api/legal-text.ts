/** The static legal texts served beside the app (not under /api). */
export const LEGAL_DOCUMENTS = {
  terms: { path: '/terms_of_service.txt', title: 'Terms of Service', error: 'Error loading Terms of Service. Please try again later.' },
  privacy: { path: '/privacy_policy.txt', title: 'Privacy Policy', error: 'Error loading Privacy Policy. Please try again later.' },
} as const;

export type LegalDocument = keyof typeof LEGAL_DOCUMENTS;

/** Fetches one legal text; rejects on a non-ok answer. */
export async function fetchLegalText(document: LegalDocument, signal?: AbortSignal): Promise<string> {
  const response = await fetch(LEGAL_DOCUMENTS[document].path, { signal, headers: { Accept: 'text/plain' } });
  if (!response.ok) throw new Error(`${LEGAL_DOCUMENTS[document].path}: ${response.status}`);
  return response.text();
}
