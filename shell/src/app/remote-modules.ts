// The exposed modules the shell renders, as '<container>/<exposed name>'.
export const REMOTE_MODULES = {
  dashboardPage: 'mfe_discovery/DashboardPage',
  channelPage: 'mfe_discovery/ChannelPage',
  channelSearch: 'mfe_discovery/ChannelSearch',
  profilePage: 'mfe_profile/ProfilePage',
  editProfilePage: 'mfe_profile/EditProfilePage',
  messagesPage: 'mfe_messaging/MessagesPage',
  notificationBell: 'mfe_messaging/NotificationBell',
  messagesUnreadBadge: 'mfe_messaging/MessagesUnreadBadge',
  billingPage: 'mfe_account/BillingPage',
  settingsPage: 'mfe_account/SettingsPage',
  moderationPage: 'mfe_account/ModerationPage',
  appealPage: 'mfe_account/AppealPage',
} as const;

/** An exposed module the shell may render: only the ids above type-check. */
export type RemoteModuleId = (typeof REMOTE_MODULES)[keyof typeof REMOTE_MODULES];
