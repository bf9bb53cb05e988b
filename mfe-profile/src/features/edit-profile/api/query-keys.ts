// Edit Profile's query keys (what this feature keeps in the shared page-data cache).
export const editProfileKeys = {
  /** GET /api/languages: the content-language options (public, the same for every member). */
  languages: ['edit-profile', 'languages'] as const,
};
