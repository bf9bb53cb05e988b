// The appeal page's query keys (what this feature keeps in the shared page-data cache).
export const appealKeys = {
  /** GET /api/safety/me: the member's standing (the sanction in force, if any). */
  myStanding: ['appeal', 'my-standing'] as const,
};
