// Calls of the channel page: its data, collaboration requests and reviews (invitations: shared-auth).
import type {
  ChannelCollaboration, ChannelStatsHistory, CollabRequest, CreateCollabRequest, FirstContactLimits, Review,
} from 'shared-api';
import { authFetch } from 'shared-auth';

/** GET /api/channels/{id}/collaboration (options and reviews only for premium callers). */
export function fetchChannelCollaboration(id: string): Promise<ChannelCollaboration> {
  return authFetch<ChannelCollaboration>(`/api/channels/${encodeURIComponent(id)}/collaboration`);
}

export function sendCollabRequest(body: CreateCollabRequest): Promise<CollabRequest> {
  return authFetch<CollabRequest>('/api/collab-requests', { method: 'POST', body: JSON.stringify(body) });
}

export function listCollabRequests(box: 'incoming' | 'outgoing'): Promise<CollabRequest[]> {
  return authFetch<CollabRequest[]>(`/api/collab-requests?box=${box}`);
}

export function respondToRequest(id: number, action: 'accept' | 'decline', note: string): Promise<CollabRequest> {
  const trimmed = note.trim();
  return authFetch<CollabRequest>(`/api/collab-requests/${id}/${action}`, {
    method: 'POST',
    body: JSON.stringify(trimmed ? { note: trimmed } : {}),
  });
}

export function withdrawRequest(id: number): Promise<CollabRequest> {
  return authFetch<CollabRequest>(`/api/collab-requests/${id}/withdraw`, { method: 'POST' });
}

export function writeReview(channelId: number, text: string): Promise<Review> {
  return authFetch<Review>(`/api/channels/${channelId}/reviews/mine`, { method: 'PUT', body: JSON.stringify({ text }) });
}

/** GET /api/channels/{id}/stats-history: the growth history (oldest first). */
export function fetchStatsHistory(channelId: number): Promise<ChannelStatsHistory> {
  return authFetch<ChannelStatsHistory>(`/api/channels/${channelId}/stats-history`);
}

/** GET /api/limits/first-contact: the member's daily allowance of new conversations and collaboration requests. */
export function fetchFirstContactLimits(): Promise<FirstContactLimits> {
  return authFetch<FirstContactLimits>('/api/limits/first-contact');
}
