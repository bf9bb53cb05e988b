// The members' in-app switches (Settings → Notifications, stored with the email preferences), as the notifications
// module asks for them when it creates a notification: handed to it at composition.
import type { InAppPreferences } from '../notifications/service';
import { IN_APP_KINDS } from './kinds';
import type { EmailRepository } from './repository';

export function createInAppPreferences(repo: EmailRepository): InAppPreferences {
  return {
    async mutedInApp(userIds, type, executor) {
      const kind = IN_APP_KINDS[type];
      if (!kind || userIds.length === 0) return new Set<number>();
      return new Set(await (executor ? repo.onExecutor(executor) : repo).inAppMuted(userIds, kind));
    },
  };
}
