export { UnreadBadge as default } from '../features/conversations/components/unread-badge';
