import { apiFetch } from 'shared-auth';

/** GET /api/add_email?email= : subscribes an address to launch news. Rejects when the server refuses. */
export async function addEmail(email: string): Promise<void> {
  await apiFetch(`/api/add_email?email=${encodeURIComponent(email)}`);
}
