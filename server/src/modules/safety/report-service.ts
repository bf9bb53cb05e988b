// Members' reports: one per member and item, with a snapshot of the item; AUTO_HIDE_REPORTERS distinct members
// reporting the same content hide it until a moderator reviews it.
import { AUTO_HIDE_REPORTERS, type ReportCategory, type ReportItem, type ReportReceipt } from 'shared-api';
import type { SafetyRepository } from './repository';
import type { ReportedItems, ResolvedItem } from './reported-items';

export class ReportService {
  constructor(private readonly repo: SafetyRepository, private readonly items: ReportedItems) {}

  async report(reporterId: number, body: { item: ReportItem; category: ReportCategory; note?: string }): Promise<ReportReceipt> {
    const key = { kind: body.item.kind, id: body.item.id };
    // Checked first, also for a repeat: a member who lost access to an item learns nothing about it.
    const resolved = await this.items.resolve(reporterId, body.item);
    const created = await this.repo.insertReport({
      reporterUserId: reporterId, itemKind: key.kind, itemId: key.id, reportedUserId: resolved.reportedUserId,
      category: body.category, note: body.note ?? null, snapshot: resolved.snapshot,
    });
    if (!created) {
      const existing = await this.repo.reportOf(reporterId, key);
      return { id: existing?.id ?? 0, duplicate: true };
    }
    await this.autoHide(key, resolved);
    return { id: created.id, duplicate: false };
  }

  /**
   * Hides reported content once AUTO_HIDE_REPORTERS distinct members reported it. A message has one recipient, so
   * for messages the content counts: the same text from the same sender, reported by three of its recipients, hides
   * every copy of it (also copies not reported yet).
   */
  private async autoHide(key: { kind: string; id: number }, resolved: ResolvedItem): Promise<void> {
    const content = resolved.snapshot.content;
    if (key.kind === 'MESSAGE' && typeof content === 'string') {
      if ((await this.repo.openReportersOfContent(resolved.reportedUserId, content)) < AUTO_HIDE_REPORTERS) return;
      for (const id of await this.repo.copiesOf(resolved.reportedUserId, content)) await this.repo.hold({ kind: 'MESSAGE', id }, 'REPORTS');
      return;
    }
    if ((await this.repo.openReporters(key)) >= AUTO_HIDE_REPORTERS) await this.repo.hold(key, 'REPORTS');
  }
}
