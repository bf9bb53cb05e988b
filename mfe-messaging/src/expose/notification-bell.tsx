export { NotificationBell as default } from '../features/notifications/components/notification-bell';
