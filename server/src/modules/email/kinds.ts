// The kinds of email a member can receive, each with its own preference and unsubscribe link.
export const EMAIL_KINDS = ['messages', 'collabRequests', 'inviteeJoined', 'digest'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** The kind of a non-member's invitation: unsubscribing suppresses the address itself. */
export const INVITATION_KIND = 'invitations';

export const KIND_LABELS: Record<EmailKind, string> = {
  messages: 'Unread messages',
  collabRequests: 'Collaboration requests',
  inviteeJoined: 'Invited channels joining',
  digest: 'Weekly digest',
};

/** Notification types that become an email, and the kind that governs them. */
export const NOTIFICATION_KINDS: Record<string, EmailKind> = {
  COLLABORATION_REQUEST: 'collabRequests',
  COLLABORATION_ACCEPTED: 'collabRequests',
  INVITATION_ACCEPTED: 'inviteeJoined',
};

export function isEmailKind(value: string): value is EmailKind {
  return (EMAIL_KINDS as readonly string[]).includes(value);
}
