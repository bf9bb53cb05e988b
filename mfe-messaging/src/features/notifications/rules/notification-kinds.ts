// One map from notification type to how it is shown. Types this client does not know yet (the server may add
// more) fall back to the generic bell, so any notification renders.
export type NotificationIconName = 'message' | 'handshake' | 'celebrate' | 'mail' | 'bell';

export interface NotificationKind {
  /** Short name of the type, read out before the title (e.g. "Message: New message from …"). */
  label: string;
  icon: NotificationIconName;
  /** Used when a notification arrives without a title. */
  fallbackTitle: string;
  tone: 'primary' | 'accent' | 'success' | 'neutral';
}

const KINDS: Record<string, NotificationKind> = {
  MESSAGE: { label: 'Message', icon: 'message', fallbackTitle: 'New message', tone: 'primary' },
  COLLABORATION_REQUEST: { label: 'Collaboration request', icon: 'handshake', fallbackTitle: 'New collaboration request', tone: 'accent' },
  INVITATION_ACCEPTED: { label: 'Invitation accepted', icon: 'celebrate', fallbackTitle: 'A channel you invited joined CollabHub', tone: 'success' },
  INVITATION: { label: 'Invitation', icon: 'mail', fallbackTitle: 'New invitation', tone: 'accent' },
  SAVED_SEARCH: { label: 'Saved search', icon: 'bell', fallbackTitle: 'New channels match your saved search', tone: 'primary' },
};

const GENERIC: NotificationKind = { label: 'Notification', icon: 'bell', fallbackTitle: 'Notification', tone: 'neutral' };

export function notificationKind(type: string): NotificationKind {
  return KINDS[type] ?? GENERIC;
}

export function notificationTitle(n: { type: string; title: string }): string {
  return n.title.trim() || notificationKind(n.type).fallbackTitle;
}
