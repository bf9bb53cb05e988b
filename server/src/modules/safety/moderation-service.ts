// The moderation queue and its decisions. Every decision writes one audit row (moderation_actions) and sends the
// affected member one notice; appeals land back in the queue and are decided the same way.
import type {
  Appeal, MemberHistory, MemberRef, ModerationAction, ModerationActionKind, ModerationActionRequest, ModerationQueue,
  QueueItem, QueueMember, ReportCategory, ReportItem, ReportItemKind,
} from 'shared-api';
import type { ModerationActionRow, ModerationAppealRow, ReportRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { NewNotification } from '../notifications/service';
import { moderationNotice } from './notices';
import { QUEUE_LIMIT, type ItemKey, type SafetyRepository } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
export interface Moderator { uid: string; userId: number | null }

const itemOf = (kind: string | null, id: number | null): ReportItem | null =>
  kind && id !== null ? { kind: kind as ReportItemKind, id } : null;

export function toActionDto(row: ModerationActionRow): ModerationAction {
  return {
    id: row.id, action: row.action as ModerationActionKind, targetUserId: row.targetUserId,
    item: itemOf(row.itemKind, row.itemId), reason: row.reason, days: row.days, createdAt: row.createdAt.toISOString(),
  };
}

const toQueueReport = (r: ReportRow) => ({
  id: r.id, reporterUserId: r.reporterUserId, category: r.category as ReportCategory, note: r.note,
  createdAt: r.createdAt.toISOString(),
});

export class ModerationService {
  constructor(
    private readonly repo: SafetyRepository,
    private readonly notify: (row: NewNotification) => Promise<unknown>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async memberRefs(userIds: number[]): Promise<(id: number) => MemberRef> {
    const channels = await this.repo.channelsOfUsers(userIds);
    return (id) => ({ userId: id, channelId: channels.get(id)?.channelId ?? null, name: channels.get(id)?.name ?? null });
  }

  private appealDto(row: ModerationAppealRow, actions: Map<number, ModerationActionRow>): Appeal | null {
    const action = actions.get(row.actionId);
    if (!action) return null;
    return {
      id: row.id, userId: row.userId, actionId: row.actionId, action: toActionDto(action), text: row.text,
      status: row.status as Appeal['status'], createdAt: row.createdAt.toISOString(),
    };
  }

  /** Open reports grouped by item and by reported member, oldest first; open appeals, oldest first. */
  async queue(): Promise<ModerationQueue> {
    const open = await this.repo.openReports();
    const byItem = new Map<string, ReportRow[]>();
    for (const r of open) {
      const key = `${r.itemKind}:${r.itemId}`;
      byItem.set(key, [...(byItem.get(key) ?? []), r]);
    }
    const reportedIds = [...new Set(open.map((r) => r.reportedUserId).filter((id): id is number => id !== null))];
    const ref = await this.memberRefs(reportedIds);
    const heldByKind = new Map<string, Set<number>>();
    for (const kind of new Set(open.map((r) => r.itemKind))) {
      heldByKind.set(kind, await this.repo.heldIds(kind, open.filter((r) => r.itemKind === kind).map((r) => r.itemId)));
    }
    const items: QueueItem[] = [...byItem.values()].slice(0, QUEUE_LIMIT).map((rows) => {
      const first = rows[0] as ReportRow;
      return {
        item: { kind: first.itemKind as ReportItemKind, id: first.itemId },
        reported: first.reportedUserId === null ? null : ref(first.reportedUserId),
        reportCount: rows.length,
        firstReportedAt: first.createdAt.toISOString(),
        hidden: heldByKind.get(first.itemKind)?.has(first.itemId) ?? false,
        // The first report's copy: the content as it was when it was first reported.
        snapshot: first.snapshot,
        reports: rows.map(toQueueReport),
      };
    });
    const byMemberRows = new Map<number, ReportRow[]>();
    for (const r of open) {
      if (r.reportedUserId === null) continue;
      byMemberRows.set(r.reportedUserId, [...(byMemberRows.get(r.reportedUserId) ?? []), r]);
    }
    const members: QueueMember[] = [...byMemberRows.entries()].slice(0, QUEUE_LIMIT).map(([userId, rows]) => {
      const keys = new Map(rows.map((r) => [`${r.itemKind}:${r.itemId}`, { kind: r.itemKind as ReportItemKind, id: r.itemId }]));
      return {
        reported: ref(userId), reportCount: rows.length, itemCount: keys.size,
        firstReportedAt: (rows[0] as ReportRow).createdAt.toISOString(), items: [...keys.values()],
      };
    });
    const appealRows = await this.repo.openAppeals();
    const actions = await this.repo.actionsByIds(appealRows.map((a) => a.actionId));
    const appeals = appealRows.map((a) => this.appealDto(a, actions)).filter((a): a is Appeal => a !== null);
    return { byItem: items, byMember: members, appeals };
  }

  /** A member's record: reports against them (with snapshots), decisions, sanctions and appeals. */
  async history(userId: number): Promise<MemberHistory> {
    if (!(await this.repo.userExists(userId))) throw notFound('Member not found');
    const [reportRows, actionRows, sanctionRows, appealRows] = await Promise.all([
      this.repo.reportsAgainst(userId), this.repo.actionsAgainst(userId), this.repo.sanctionsOf(userId), this.repo.appealsOf(userId),
    ]);
    const ref = await this.memberRefs([userId]);
    const actions = new Map(actionRows.map((a) => [a.id, a]));
    return {
      member: ref(userId),
      reports: reportRows.map((r) => ({
        ...toQueueReport(r), item: { kind: r.itemKind as ReportItemKind, id: r.itemId },
        status: r.status as 'OPEN' | 'RESOLVED', snapshot: r.snapshot,
      })),
      actions: actionRows.map(toActionDto),
      sanctions: sanctionRows.map((s) => ({
        kind: s.kind as 'RESTRICT' | 'SUSPEND', startsAt: s.startsAt.toISOString(),
        expiresAt: (s.liftedAt ?? s.expiresAt)?.toISOString() ?? null, actionId: s.actionId,
      })),
      appeals: appealRows.map((a) => this.appealDto(a, actions)).filter((a): a is Appeal => a !== null),
    };
  }

  /** Applies one decision: the audit row, its effect, then the notice. */
  async act(moderator: Moderator, body: ModerationActionRequest & { days?: number }): Promise<ModerationAction> {
    const item = body.item ? { kind: body.item.kind, id: Number(body.item.id) } : null;
    let target = body.userId === undefined ? null : Number(body.userId);
    // The unit a decision on content applies to: the item, or for a message every copy of its content.
    let content: ItemKey[] = [];
    if (item) {
      const reports = await this.repo.reportsOfItem(item);
      const author = reports[0]?.reportedUserId ?? null;
      if (reports.length === 0) throw notFound('No report of that item');
      const text = reports[0]?.snapshot.content;
      content = item.kind === 'MESSAGE' && author !== null && typeof text === 'string'
        ? [...new Set([item.id, ...await this.repo.copiesOf(author, text)])].map((id) => ({ kind: 'MESSAGE', id }))
        : [item];
      if (target !== null && author !== null && target !== author) throw badRequest('That member is not the item\'s author', { userId: 'Not the author of the item' });
      target = target ?? author;
    }
    if (target === null) throw badRequest('The reported member no longer exists');
    if (!(await this.repo.userExists(target))) throw notFound('Member not found');
    if (moderator.userId !== null && target === moderator.userId) throw forbidden('Moderators do not act on their own account');

    const days = body.days ?? null;
    const until = days === null ? null : new Date(this.now().getTime() + days * DAY_MS);
    const row = await this.repo.insertAction({
      moderatorUid: moderator.uid, moderatorUserId: moderator.userId, action: body.action, targetUserId: target,
      itemKind: item?.kind ?? null, itemId: item?.id ?? null, reason: body.reason, days,
    });
    switch (body.action) {
      case 'DISMISS': for (const k of content) await this.repo.releaseReportsHold(k); break;
      case 'REMOVE': for (const k of content) await this.repo.hold(k, 'REMOVED'); break;
      case 'WARN': break;
      case 'RESTRICT':
      case 'SUSPEND':
        await this.repo.insertSanction({ userId: target, kind: body.action, actionId: row.id, startsAt: this.now(), expiresAt: until });
        break;
    }
    // Reviewed: the item's open reports close (a hold by reports is lifted by DISMISS, kept as removal by REMOVE;
    // after WARN/RESTRICT/SUSPEND the item stays hidden as it was).
    for (const k of content) await this.repo.resolveReports(k);
    await this.notify(moderationNotice({
      userId: target, actionId: row.id, action: body.action, item: item?.kind as ReportItemKind ?? null,
      reason: body.reason, days, until,
    }));
    return toActionDto(row);
  }

  /** A member appeals a decision about them; it lands in the queue. One appeal per decision. */
  async appeal(userId: number, body: { actionId: number; text: string }): Promise<Appeal> {
    const action = await this.repo.actionById(body.actionId);
    if (!action || action.targetUserId !== userId) throw notFound('Decision not found');
    if (!['REMOVE', 'WARN', 'RESTRICT', 'SUSPEND'].includes(action.action)) throw badRequest('This decision cannot be appealed');
    const row = await this.repo.insertAppeal({ userId, actionId: action.id, text: body.text });
    if (!row) throw conflict('You already appealed this decision');
    return this.appealDto(row, new Map([[action.id, action]])) as Appeal;
  }

  /** Decides an appeal: UPHOLD keeps the decision, REVERSE undoes its effect. Audited and noticed like any action. */
  async resolveAppeal(moderator: Moderator, appealId: number, body: { decision: 'UPHOLD' | 'REVERSE'; reason: string }): Promise<ModerationAction> {
    const appeal = await this.repo.appealById(appealId);
    if (!appeal) throw notFound('Appeal not found');
    const original = await this.repo.actionById(appeal.actionId);
    if (!original) throw notFound('Decision not found');
    if (!(await this.repo.resolveAppeal(appealId))) throw conflict('This appeal was already decided');
    const action = body.decision === 'REVERSE' ? 'APPEAL_REVERSED' : 'APPEAL_UPHELD';
    const row = await this.repo.insertAction({
      moderatorUid: moderator.uid, moderatorUserId: moderator.userId, action, targetUserId: appeal.userId,
      itemKind: original.itemKind, itemId: original.itemId, reason: body.reason, days: null,
    });
    if (action === 'APPEAL_REVERSED') {
      await this.repo.liftSanctionsOfAction(original.id);
      const item = itemOf(original.itemKind, original.itemId);
      if (item && original.action === 'REMOVE') {
        const [first] = await this.repo.reportsOfItem(item);
        const text = first?.snapshot.content;
        const ids = item.kind === 'MESSAGE' && original.targetUserId !== null && typeof text === 'string'
          ? await this.repo.copiesOf(original.targetUserId, text) : [];
        for (const id of new Set([item.id, ...ids])) await this.repo.releaseHold({ kind: item.kind, id });
      }
    }
    await this.notify(moderationNotice({
      userId: appeal.userId, actionId: row.id, action, item: null, reason: body.reason, days: null, until: null,
    }));
    return toActionDto(row);
  }
}
