export { ChatServiceHost as default } from '../features/conversations/components/unread-badge';
