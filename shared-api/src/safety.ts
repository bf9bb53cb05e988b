// Trust and safety contract: reports of a channel, a message, a collaboration request or an invitation; the
// moderation queue, its actions and the audit trail; appeals. The first-contact guard is in first-contact-guard.ts.
import { z } from 'zod';
import { dbId, safeText } from './common';
import { APPEAL_TEXT_MAX, MODERATION_REASON_MAX, REPORT_CATEGORIES, REPORT_NOTE_MAX } from './report-categories';

export {
  APPEAL_TEXT_MAX, MODERATION_REASON_MAX, REPORT_CATEGORIES, REPORT_CATEGORY_LABELS, REPORT_NOTE_MAX, type ReportCategory,
} from './report-categories';

/** Distinct members reporting one item hide it until a moderator reviews it. */
export const AUTO_HIDE_REPORTERS = 3;
export const RESTRICT_DAYS_MAX = 365;

export const REPORT_ITEM_KINDS = ['CHANNEL', 'MESSAGE', 'COLLAB_REQUEST', 'INVITATION'] as const;
export const reportItemKindSchema = z.enum(REPORT_ITEM_KINDS);
export type ReportItemKind = z.infer<typeof reportItemKindSchema>;

export const reportCategorySchema = z.enum(REPORT_CATEGORIES);

/** Trimmed storable text; empty after trimming counts as absent. */
const optionalText = (max: number) =>
  z.string().trim().pipe(safeText(max)).optional().transform((s) => (s ? s : undefined));
const requiredText = (max: number, empty: string) => z.string().trim().pipe(safeText(max)).pipe(z.string().min(1, empty));

export const reportItemSchema = z.object({ kind: reportItemKindSchema, id: dbId });
export type ReportItem = z.infer<typeof reportItemSchema>;

export const createReportSchema = z.object({
  item: reportItemSchema,
  category: reportCategorySchema,
  note: optionalText(REPORT_NOTE_MAX),
});
export type CreateReport = z.input<typeof createReportSchema>;

export const reportReceiptSchema = z.object({
  id: z.number().int(),
  /** True when the caller had already reported this item: the first report stands and counts once. */
  duplicate: z.boolean(),
});
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

/** The reported content as it was when reported (kept when the original is edited or deleted). */
export const reportSnapshotSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type ReportSnapshot = z.infer<typeof reportSnapshotSchema>;

export const MODERATION_ACTIONS = ['DISMISS', 'REMOVE', 'WARN', 'RESTRICT', 'SUSPEND', 'APPEAL_UPHELD', 'APPEAL_REVERSED'] as const;
export const moderationActionKindSchema = z.enum(MODERATION_ACTIONS);
export type ModerationActionKind = z.infer<typeof moderationActionKindSchema>;

/** A moderator's decision. DISMISS and REMOVE need an item; WARN, RESTRICT and SUSPEND a member or an item (whose author is meant). */
export const moderationActionRequestSchema = z.object({
  action: z.enum(['DISMISS', 'REMOVE', 'WARN', 'RESTRICT', 'SUSPEND']),
  item: reportItemSchema.optional(),
  userId: dbId.optional(),
  reason: requiredText(MODERATION_REASON_MAX, 'Say why: the member is told'),
  /** RESTRICT (required) and SUSPEND (optional: without it the suspension lasts until lifted). */
  days: z.coerce.number().int().min(1).max(RESTRICT_DAYS_MAX).optional(),
}).superRefine((v, ctx) => {
  if ((v.action === 'DISMISS' || v.action === 'REMOVE') && !v.item) {
    ctx.addIssue({ code: 'custom', path: ['item'], message: 'This action applies to a reported item' });
  }
  if (!v.item && v.userId === undefined) ctx.addIssue({ code: 'custom', path: ['userId'], message: 'Name a member or an item' });
  if (v.action === 'RESTRICT' && v.days === undefined) ctx.addIssue({ code: 'custom', path: ['days'], message: 'Say for how many days' });
});
export type ModerationActionRequest = z.input<typeof moderationActionRequestSchema>;

export const moderationActionSchema = z.object({
  id: z.number().int(),
  action: moderationActionKindSchema,
  targetUserId: z.number().int().nullable(),
  item: reportItemSchema.nullable(),
  reason: z.string(),
  days: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ModerationAction = z.infer<typeof moderationActionSchema>;

export const queueReportSchema = z.object({
  id: z.number().int(),
  reporterUserId: z.number().int(),
  category: reportCategorySchema,
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const memberRefSchema = z.object({
  userId: z.number().int(),
  channelId: z.number().int().nullable(),
  name: z.string().nullable(),
});
export type MemberRef = z.infer<typeof memberRefSchema>;

export const queueItemSchema = z.object({
  item: reportItemSchema,
  reported: memberRefSchema.nullable(),
  reportCount: z.number().int(),
  firstReportedAt: z.string(),
  hidden: z.boolean(),
  snapshot: reportSnapshotSchema,
  reports: z.array(queueReportSchema),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const queueMemberSchema = z.object({
  reported: memberRefSchema,
  reportCount: z.number().int(),
  itemCount: z.number().int(),
  firstReportedAt: z.string(),
  items: z.array(reportItemSchema),
});
export type QueueMember = z.infer<typeof queueMemberSchema>;

export const appealSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  actionId: z.number().int(),
  action: moderationActionSchema,
  text: z.string(),
  status: z.enum(['OPEN', 'RESOLVED']),
  createdAt: z.string(),
});
export type Appeal = z.infer<typeof appealSchema>;

export const moderationQueueSchema = z.object({
  byItem: z.array(queueItemSchema),
  byMember: z.array(queueMemberSchema),
  appeals: z.array(appealSchema),
});
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

export const sanctionSchema = z.object({
  kind: z.enum(['RESTRICT', 'SUSPEND']),
  startsAt: z.string(),
  expiresAt: z.string().nullable(),
  actionId: z.number().int(),
});
export type Sanction = z.infer<typeof sanctionSchema>;

export const memberHistorySchema = z.object({
  member: memberRefSchema,
  reports: z.array(queueReportSchema.extend({ item: reportItemSchema, status: z.enum(['OPEN', 'RESOLVED']), snapshot: reportSnapshotSchema })),
  actions: z.array(moderationActionSchema),
  sanctions: z.array(sanctionSchema),
  appeals: z.array(appealSchema),
});
export type MemberHistory = z.infer<typeof memberHistorySchema>;

export const createAppealSchema = z.object({
  actionId: dbId,
  text: requiredText(APPEAL_TEXT_MAX, 'Explain why the decision should change'),
});
export type CreateAppeal = z.input<typeof createAppealSchema>;

export const resolveAppealSchema = z.object({
  decision: z.enum(['UPHOLD', 'REVERSE']),
  reason: requiredText(MODERATION_REASON_MAX, 'Say why: the member is told'),
});
export type ResolveAppeal = z.input<typeof resolveAppealSchema>;

/** What a member may know about their own standing (the restriction notice and its end). */
export const mySafetyStatusSchema = z.object({
  moderator: z.boolean(),
  sanction: sanctionSchema.nullable(),
});
export type MySafetyStatus = z.infer<typeof mySafetyStatusSchema>;

export const firstContactFindingSchema = z.object({
  kind: z.enum(['off-platform', 'payment', 'file-host', 'url-shortener', 'executable', 'credentials']),
  start: z.number().int(),
  end: z.number().int(),
  match: z.string(),
});

/** GET /api/conversations/:conversationId/first-contact: the guard's findings for the caller as recipient. */
export const firstContactCheckSchema = z.object({
  /** The caller has written in this conversation: no warning applies any more, and links are live. */
  answered: z.boolean(),
  messages: z.array(z.object({ messageId: z.number().int(), findings: z.array(firstContactFindingSchema) })),
});
export type FirstContactCheck = z.infer<typeof firstContactCheckSchema>;
