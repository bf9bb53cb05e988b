// Email preferences (GET/PUT /api/email/preferences): per kind, in-app and email; the weekly digest; the member's
// time zone; quiet hours in that zone as minutes after midnight.
import { z } from 'zod';

export const EMAIL_KINDS = ['messages', 'collabRequests', 'inviteeJoined', 'digest'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  messages: 'Unread messages',
  collabRequests: 'Collaboration requests',
  inviteeJoined: 'Invited channels joining',
  digest: 'Weekly digest',
};

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
