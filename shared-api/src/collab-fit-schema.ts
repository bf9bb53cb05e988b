// The zod shape of a collab-fit explanation (its own file: channel cards carry it, and collab-fit.ts imports cards).
import { z } from 'zod';
import { FIT_COMPONENT_KEYS } from './collab-fit-rules';

export const fitComponentSchema = z.object({
  key: z.enum(FIT_COMPONENT_KEYS),
  weight: z.number().int(),
  points: z.number().int(),
  /** Short text of a chip ("Both Gaming", "Spanish", "similar size", "replies within a day"); null: no chip. */
  chip: z.string().nullable(),
  /** One sentence for the "Why this match?" panel. */
  detail: z.string(),
});
export type FitComponent = z.infer<typeof fitComponentSchema>;

export const collabFitSchema = z.object({
  channelId: z.number().int(),
  /** Sum of the components' points, 0..100. */
  score: z.number().int(),
  components: z.array(fitComponentSchema),
});
export type CollabFit = z.infer<typeof collabFitSchema>;
