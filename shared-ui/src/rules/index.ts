export { SUBSCRIBER_RANGE, formatSubscribers } from './format-subscribers';
export { formatThousands } from './format-thousands';
export { warmLocaleData } from './warm-locale-data';
export {
  COLLABORATION_STATUSES, COLLABORATION_STATUS_OPTIONS, STATUS_NOT_SET, collaborationStatusInfo,
  type CollaborationStatusCode, type CollaborationStatusColor, type CollaborationStatusInfo,
  type CollaborationStatusOption,
} from './collaboration-status';
export {
  formatAge, formatChatDay, formatChatTime, formatChatTimestamp, formatNotificationTime, localDayKey, toDate,
  type DateInput,
} from './relative-time';
export { formatBadgeCount, initials, truncatePreview } from './text';
export { CATEGORIES, type Category } from './categories';
