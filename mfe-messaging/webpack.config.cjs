const createConfig = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  name: 'mfe_messaging',
  dir: __dirname,
  exposes: {
    './MessagesPage': './src/expose/messages-page.tsx',
    './NotificationBell': './src/expose/notification-bell.tsx',
    './ChatServiceHost': './src/expose/chat-service-host.tsx',
    './MessagesUnreadBadge': './src/expose/messages-unread-badge.tsx',
  },
});
