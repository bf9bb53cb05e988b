export { MessagesPage as default } from '../features/conversations/components/messages-page';
