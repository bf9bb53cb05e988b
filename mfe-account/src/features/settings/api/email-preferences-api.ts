// The member's email preferences (server: modules/email/routes.ts).
import type { EmailPreferences } from 'shared-api';
import { authFetch } from 'shared-auth';

export const loadEmailPreferences = () => authFetch<EmailPreferences>('/api/email/preferences');

export const saveEmailPreferences = (prefs: EmailPreferences) =>
  authFetch<EmailPreferences>('/api/email/preferences', { method: 'PUT', body: JSON.stringify(prefs) });
