// The report reasons and text limits as plain data (no zod): the web's report dialog is part of shared-ui, which
// every page loads at start-up, and must not bring the schema library with it. safety.ts builds the schemas on them.
export const REPORT_NOTE_MAX = 1000;
export const MODERATION_REASON_MAX = 1000;
export const APPEAL_TEXT_MAX = 2000;

export const REPORT_CATEGORIES = ['SPAM', 'SCAM_OR_FRAUD', 'HARASSMENT', 'IMPERSONATION', 'INAPPROPRIATE_CONTENT', 'OTHER'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];
export const REPORT_CATEGORY_LABELS: Record<ReportCategory, string> = {
  SPAM: 'Spam',
  SCAM_OR_FRAUD: 'Scam or fraud',
  HARASSMENT: 'Harassment',
  IMPERSONATION: 'Impersonation',
  INAPPROPRIATE_CONTENT: 'Inappropriate content',
  OTHER: 'Other',
};
