// Moderation's query keys (what this feature keeps in the shared page-data cache).
export const moderationKeys = {
  /** GET /api/moderation/queue: reported items, reported members and open appeals. */
  queue: ['moderation', 'queue'] as const,
};
