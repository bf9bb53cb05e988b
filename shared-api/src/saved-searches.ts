// Saved searches: a member's named dashboard filters, checked in the background for channels that newly match.
import { z } from 'zod';
import { trimmedSafeText } from './common';
import { channelFilterSchema } from './channels';

/** How many searches one member may keep. */
export const SAVED_SEARCHES_MAX = 20;

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filter: channelFilterSchema,
  createdAt: z.string(),
  /** When the background check last looked for new matches. */
  checkedAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const createSavedSearchSchema = z.object({
  name: trimmedSafeText(60).pipe(z.string().min(1, 'Give the search a name')),
  filter: channelFilterSchema,
});
export type CreateSavedSearch = z.input<typeof createSavedSearchSchema>;

export const savedSearchListSchema = z.object({ searches: z.array(savedSearchSchema) });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

export const savedSearchIdParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
