// Email preferences (GET/PUT /api/email/preferences): per kind, in-app and email; the weekly digest; the member's
// time zone; quiet hours in that zone as minutes after midnight.
import { z } from 'zod';

export { EMAIL_KINDS, EMAIL_KIND_LABELS, type EmailKind } from './email-kinds';

const kindPreferenceSchema = z.object({ inApp: z.boolean(), email: z.boolean() });
const minuteOfDay = z.number().int().min(0).max(1439);

export const emailPreferencesSchema = z.object({
  kinds: z.object({
    messages: kindPreferenceSchema,
    collabRequests: kindPreferenceSchema,
    inviteeJoined: kindPreferenceSchema,
    digest: kindPreferenceSchema,
  }),
  digest: z.boolean(),
  timeZone: z.string().min(1).max(64),
  quietHours: z.object({ start: minuteOfDay, end: minuteOfDay }).nullable(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
