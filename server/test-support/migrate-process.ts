// One server start's migration step as its own process (for the concurrent-start test): migrates DATABASE_URL and
// prints the migrations it applied as JSON.
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';

async function run(): Promise<void> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDataDir: 'memory://' });
  try {
    process.stdout.write(JSON.stringify(await migrate(database)));
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
