// Standalone harness (`pnpm --filter mfe-messaging dev`); inside the shell the exposed modules are used instead.
import { renderStandalone } from 'shared-auth';
import { MessagesPage } from './features/conversations/components/messages-page';
import NotificationBell from './expose/notification-bell';

renderStandalone({
  name: 'mfe_messaging',
  home: '/messages',
  actions: <NotificationBell />,
  routes: { '/messages': <MessagesPage /> },
});
