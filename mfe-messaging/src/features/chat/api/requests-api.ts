// Message requests (server: modules/message-requests); blocking goes through shared-auth's blockMember.
import type { MessageRequestActionResponse, MessageRequestPreview, ReportReceipt } from 'shared-api';
import { authFetch } from 'shared-auth';

export const loadRequestPreview = (conversationId: number) =>
  authFetch<MessageRequestPreview>(`/api/message-requests/${conversationId}`);

export const acceptRequest = (conversationId: number) =>
  authFetch<MessageRequestActionResponse>(`/api/message-requests/${conversationId}/accept`, { method: 'POST' });

export const deleteRequest = (conversationId: number) =>
  authFetch<MessageRequestActionResponse>(`/api/message-requests/${conversationId}`, { method: 'DELETE' });

/** Reports the sender's channel as spam (the report dialog on the profile offers more categories and a note). */
export const reportChannel = (channelId: number, category: 'SPAM' | 'SCAM_OR_FRAUD') =>
  authFetch<ReportReceipt>('/api/reports', { method: 'POST', body: JSON.stringify({ item: { kind: 'CHANNEL', id: channelId }, category }) });
