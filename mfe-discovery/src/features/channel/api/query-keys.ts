// The channel page's query keys (what this feature keeps in the shared page-data cache).
export const channelPageKeys = {
  /** GET /api/channels/{id}/collaboration: the page's data (options and reviews only for premium callers). */
  collaboration: (id: string) => ['channel-page', 'collaboration', id] as const,
};
