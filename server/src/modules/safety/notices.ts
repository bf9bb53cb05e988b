// The in-app notice a member receives for every moderation decision that concerns them: what was done, why,
// and how to appeal.
import type { ModerationActionKind, ReportItemKind } from 'shared-api';
import type { NewNotification } from '../notifications/service';

export const MODERATION_NOTIFICATION_TYPE = 'MODERATION';
export const APPEAL_PATH = '/moderation/appeal';

const ITEM_WORDS: Record<ReportItemKind, string> = {
  CHANNEL: 'your channel profile', MESSAGE: 'a message you sent', COLLAB_REQUEST: 'a collaboration request you sent',
  INVITATION: 'an invitation you sent',
};

function what(action: ModerationActionKind, item: ReportItemKind | null, days: number | null, until: Date | null): string {
  const subject = item ? ITEM_WORDS[item] : 'your account';
  switch (action) {
    case 'DISMISS': return `Reports about ${subject} were reviewed and dismissed; nothing changes.`;
    case 'REMOVE': return `We removed ${subject}.`;
    case 'WARN': return `This is a warning about ${subject}.`;
    case 'RESTRICT': return `Your account is restricted for ${days} day${days === 1 ? '' : 's'}`
      + ` (until ${until?.toISOString().slice(0, 10)}): you cannot start new conversations or send collaboration requests.`;
    case 'SUSPEND': return until
      ? `Your account is suspended until ${until.toISOString().slice(0, 10)}: you cannot send messages or requests.`
      : 'Your account is suspended until further notice: you cannot send messages or requests.';
    case 'APPEAL_UPHELD': return 'Your appeal was reviewed and the decision stands.';
    case 'APPEAL_REVERSED': return 'Your appeal was accepted and the decision was reversed.';
  }
}

export function moderationNotice(opts: {
  userId: number; actionId: number; action: ModerationActionKind; item: ReportItemKind | null; reason: string;
  days: number | null; until: Date | null;
}): NewNotification {
  const appealable = !['DISMISS', 'APPEAL_UPHELD', 'APPEAL_REVERSED'].includes(opts.action);
  const description = [
    what(opts.action, opts.item, opts.days, opts.until),
    `Reason: ${opts.reason}`,
    appealable ? 'If you think this is a mistake, you can appeal from this notice.' : '',
  ].filter(Boolean).join(' ');
  return {
    userId: opts.userId,
    type: MODERATION_NOTIFICATION_TYPE,
    title: opts.action === 'DISMISS' ? 'A report about you was dismissed' : 'A moderation decision about your account',
    description,
    link: appealable ? `${APPEAL_PATH}?action=${opts.actionId}` : null,
    sourceId: `moderation-action-${opts.actionId}`,
    senderId: null,
  };
}
