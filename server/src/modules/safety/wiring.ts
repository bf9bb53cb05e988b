// Builds the trust and safety services once (in buildApp).
import type { Db } from '../../db/client';
import type { NotificationService } from '../notifications/service';
import { MessageVisibility } from './message-visibility';
import { ModerationService } from './moderation-service';
import { ReportService } from './report-service';
import { ReportedItems } from './reported-items';
import { SafetyRepository } from './repository';
import { Sanctions } from './sanctions';

export interface SafetyServices {
  reports: ReportService;
  moderation: ModerationService;
  sanctions: Sanctions;
  messageVisibility: MessageVisibility;
}

export function createSafetyServices(db: Db, notifications: NotificationService): SafetyServices {
  const repo = new SafetyRepository(db);
  return {
    reports: new ReportService(repo, new ReportedItems(db)),
    moderation: new ModerationService(repo, (row) => notifications.notify([row])),
    sanctions: new Sanctions(repo),
    messageVisibility: new MessageVisibility(repo),
  };
}
