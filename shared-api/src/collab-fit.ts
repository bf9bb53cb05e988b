// The collab-fit API: the schemas of GET /api/channels/fit and /similar. The score's rules are in
// collab-fit-rules.ts (re-exported here), the explanation's shape in collab-fit-schema.ts.
import { z } from 'zod';
import { channelCardSchema } from './channels';
import { collabFitSchema } from './collab-fit-schema';

export * from './collab-fit-rules';
export { collabFitSchema, fitComponentSchema, type CollabFit, type FitComponent } from './collab-fit-schema';

export const collabFitQuerySchema = z.object({
  /** Comma-separated channel ids (at most 60). */
  ids: z.string().regex(/^\d{1,10}(,\d{1,10}){0,59}$/, 'Comma-separated channel ids (at most 60)'),
});

export const collabFitResponseSchema = z.object({
  /** False when the caller has no channel yet: there is nothing to fit. */
  available: z.boolean(),
  fits: z.array(collabFitSchema),
});
export type CollabFitResponse = z.infer<typeof collabFitResponseSchema>;

/** GET /api/channels/{id}/similar: nearest neighbours on the topic/size/language vector. */
export const similarChannelsResponseSchema = z.object({ channels: z.array(channelCardSchema) });
export type SimilarChannelsResponse = z.infer<typeof similarChannelsResponseSchema>;
