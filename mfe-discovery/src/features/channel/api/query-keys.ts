// The channel page's query keys (what this feature keeps in the shared page-data cache).
export const channelPageKeys = {
  /** GET /api/channels/{id}/collaboration: the page's data (options and reviews only for premium callers). */
  collaboration: (id: string) => ['channel-page', 'collaboration', id] as const,
  /** GET /api/channels/{id}/stats-history: the growth chart's readings. */
  statsHistory: (channelId: number) => ['channel-page', 'stats-history', channelId] as const,
  /** GET /api/limits/first-contact: the member's daily allowance, said by the request form near its end. */
  firstContactLimits: ['channel-page', 'first-contact-limits'] as const,
  /** GET /api/collab-requests?box=incoming: the owner's Requests tab. */
  incomingRequests: ['channel-page', 'collab-requests', 'incoming'] as const,
};
