// Creates the sync's service with the data source the configuration names: the Google adapter, or (development
// only) the offline provider whose numbers move a little on each read.
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { NotificationService } from '../notifications/service';
import type { YouTubeDataSource } from './data-source';
import { createDevDataSource } from './dev-data-source';
import { createGoogleDataSource } from './google-data-source';
import { QuotaLedger } from './quota-ledger';
import { SyncRepository } from './repository';
import { YouTubeSyncService, type SyncClock } from './service';
import { TokenCipher } from './token-cipher';

export function createDataSource(config: Config, repo: SyncRepository): YouTubeDataSource {
  if (config.oauth.provider === 'dev' && !config.isProduction) {
    return createDevDataSource(async (ids) => (await repo.numbersByYoutubeIds(ids)).map((r) => ({
      youtubeId: r.youtubeId, subscribers: Number(r.subscribers), views: Number(r.views), videos: r.videos, description: r.description,
    })));
  }
  const { clientId, clientSecret, tokenUrl, youtubeApiUrl } = config.oauth;
  if (!clientId || !clientSecret) throw new Error('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are required');
  return createGoogleDataSource({ clientId, clientSecret, tokenUrl, youtubeApiUrl, apiKey: config.youtubeSync.apiKey });
}

export function createYouTubeSync(
  config: Config, database: Database, notifications: NotificationService, clock?: SyncClock,
): YouTubeSyncService {
  const repo = new SyncRepository(database.db);
  return new YouTubeSyncService(
    repo,
    new QuotaLedger(database.db, config.youtubeSync.dailyQuota),
    createDataSource(config, repo),
    new TokenCipher(config.youtubeSync.tokenKey),
    notifications,
    clock,
  );
}
