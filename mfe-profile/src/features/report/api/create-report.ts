import type { CreateReport, ReportReceipt } from 'shared-api';
import { authFetch } from 'shared-auth';

/** POST /api/reports: reports a channel, message, collaboration request or invitation (a repeat counts once). */
export function createReport(body: CreateReport): Promise<ReportReceipt> {
  return authFetch<ReportReceipt>('/api/reports', { method: 'POST', body: JSON.stringify(body) });
}
