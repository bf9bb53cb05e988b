// The first-contact calls of the chat: the server's check of an unanswered conversation and the member's daily
// allowance of new conversations.
import type { FirstContactCheck, FirstContactLimits } from 'shared-api';
import { authFetch } from 'shared-auth';

/** GET /api/conversations/:id/first-contact: the other member's unanswered messages with findings. */
export const fetchFirstContactCheck = (conversationId: number) =>
  authFetch<FirstContactCheck>(`/api/conversations/${conversationId}/first-contact`);

/** GET /api/limits/first-contact: new conversations and collaboration requests allowed, used and when they free up. */
export const fetchFirstContactLimits = () => authFetch<FirstContactLimits>('/api/limits/first-contact');
