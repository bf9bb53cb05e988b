// Creates the collab-fit service over a database (the routes, and the channels listing's fit-sorted Relevance).
import type { Db } from '../../db/client';
import type { NotificationService } from '../notifications/service';
import { CollabFitRepository } from './repository';
import { CollabFitService } from './service';

export function createCollabFit(db: Db, notifications: NotificationService): CollabFitService {
  return new CollabFitService(new CollabFitRepository(db), notifications);
}
