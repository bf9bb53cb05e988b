// The active search lives in the dashboard URL (`/dashboardV2?search=<text>`), so the header box and the
// dashboard meet through the router only.
export const SEARCH_PARAM = 'search';
export const DASHBOARD_PATH = '/dashboardV2';

/** The trimmed search text, or null when there is none (blank counts as none). */
export function searchTextOf(params: URLSearchParams): string | null {
  const text = params.get(SEARCH_PARAM)?.trim();
  return text ? text : null;
}

export function searchUrl(text: string): string {
  return `${DASHBOARD_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: text.trim() }).toString()}`;
}
