// Bulk seed: node server/dist/db/seed/cli.js --channels 1000000
// Loads into DATABASE_URL (or the embedded PGlite folder), continuing after the channels already present.
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { migrate } from '../migrate';
import { channelCount, seedChannels } from './seed';

export function parseArgs(argv: string[]): { channels: number; batchSize: number } {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const channels = Number(get('channels') ?? '1000000');
  const batchSize = Number(get('batch') ?? '50000');
  if (!Number.isInteger(channels) || channels < 1) throw new Error('--channels must be a positive integer');
  if (!Number.isInteger(batchSize) || batchSize < 100) throw new Error('--batch must be an integer of at least 100');
  return { channels, batchSize };
}

async function main(): Promise<void> {
  const { channels, batchSize } = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase(config);
  const started = Date.now();
  try {
    await migrate(database);
    const existing = await channelCount(database);
    console.log(`seeding ${channels} channels into ${database.kind} (already present: ${existing})`);
    await seedChannels(database, {
      channels,
      from: existing + 1,
      batchSize,
      rebuildIndexes: channels >= 100_000,
      concurrency: 2,
      log: (m) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${m}`),
    });
    console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)}s; channels now ${await channelCount(database)}`);
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
