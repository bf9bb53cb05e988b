// The kinds of email a member can turn on or off, as plain data (no zod): the settings page imports them through
// `shared-api/email-kinds`; email.ts holds the preference schemas.
export const EMAIL_KINDS = ['messages', 'collabRequests', 'inviteeJoined', 'digest'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  messages: 'Unread messages',
  collabRequests: 'Collaboration requests',
  inviteeJoined: 'Invited channels joining',
  digest: 'Weekly digest',
};
