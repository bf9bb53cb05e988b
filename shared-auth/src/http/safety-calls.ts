// The web's one client of reporting and blocking: the report dialog (shared-ui) is used on profiles, in chat, on
// collaboration requests; they all send through here. Blocking is offered in the same step; a server without the
// block routes answers 404, and then the offer is not made (blockingAvailable) or the report stands alone.
import type { CreateReport, ReportReceipt } from 'shared-api';
import { ApiError } from './api-error';
import { authFetch } from './auth-fetch';

/** POST /api/reports: reports a channel, message, collaboration request or invitation (a repeat counts once). */
export function sendReport(body: CreateReport): Promise<ReportReceipt> {
  return authFetch<ReportReceipt>('/api/reports', { method: 'POST', body: JSON.stringify(body) });
}

/** POST /api/blocks { userId }: 'blocked', or 'unavailable' when this server has no blocking (404). */
export async function blockMember(userId: number): Promise<'blocked' | 'unavailable'> {
  try {
    await authFetch<unknown>('/api/blocks', { method: 'POST', body: JSON.stringify({ userId }) });
    return 'blocked';
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return 'unavailable';
    throw err;
  }
}

let available: Promise<boolean> | null = null;

/** Whether the server blocks members (GET /api/blocks answers); asked once per page load. */
export function blockingAvailable(): Promise<boolean> {
  available ??= authFetch<unknown>('/api/blocks').then(() => true, (err: unknown) => {
    if (!(err instanceof ApiError && err.status === 404)) available = null; // a passing failure: ask again later
    return false;
  });
  return available;
}
