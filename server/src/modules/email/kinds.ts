// The kinds of email a member can receive, each with its own preference and unsubscribe link.
import { EMAIL_KINDS, EMAIL_KIND_LABELS, type EmailKind } from 'shared-api';

export { EMAIL_KINDS, type EmailKind };

/** The kind of a non-member's invitation: unsubscribing suppresses the address itself. */
export const INVITATION_KIND = 'invitations';

export const KIND_LABELS = EMAIL_KIND_LABELS;

/** Notification types that become an email, and the kind that governs them. */
export const NOTIFICATION_KINDS: Record<string, EmailKind> = {
  COLLABORATION_REQUEST: 'collabRequests',
  COLLABORATION_ACCEPTED: 'collabRequests',
  INVITATION_ACCEPTED: 'inviteeJoined',
};

/** Notification types a member can turn off in-app, and the kind whose in-app switch governs them. */
export const IN_APP_KINDS: Record<string, EmailKind> = {
  MESSAGE: 'messages',
  ...NOTIFICATION_KINDS,
};

export function isEmailKind(value: string): value is EmailKind {
  return (EMAIL_KINDS as readonly string[]).includes(value);
}
