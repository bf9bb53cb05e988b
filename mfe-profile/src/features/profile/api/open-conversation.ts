import type { Conversation } from 'shared-api';
import { authFetch } from 'shared-auth';

/** POST /api/conversations: finds or creates the conversation between the member and another user. */
export async function openConversation(user1Id: number, user2Id: number): Promise<Conversation> {
  try {
    return await authFetch<Conversation>('/api/conversations', { method: 'POST', body: JSON.stringify({ user1Id, user2Id }) });
  } catch (err) {
    console.error('Error creating conversation:', err);
    throw err;
  }
}
