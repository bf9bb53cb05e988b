import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import * as schema from './db/schema';
import { seedChannels } from './db/seed/seed';
import { ChannelCountsRepository } from './modules/channels/channel-counts';

async function main() {
  const url = 'postgres://postgres@127.0.0.1:5432/counts_measure';
  if (process.argv[2] === 'seed') {
    const database = await openDatabase({ databaseUrl: url, pgliteDataDir: '' });
    await migrate(database);
    await seedChannels(database, { channels: 100_000, rebuildIndexes: true, concurrency: 2, log: (m) => console.log(m) });
    await database.close();
  }
  const pool = new Pool({ connectionString: url, max: 1 });
  const statements: Array<{ sql: string; params: unknown[] }> = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (sql, params) => statements.push({ sql, params }) } });
  const counts = new ChannelCountsRepository(db);
  console.log((await pool.query('select count(*) from channel_counts')).rows, (await pool.query('select count(*) from channel_count_deltas')).rows);
  const filters = [
    { subscribersMin: 100, subscribersMax: 1_000_000 },
    { subscribersMin: 0, subscribersMax: 5e15, categoryId: 20 },
    { subscribersMin: 150, subscribersMax: 7_777, language: 'English', status: 1 },
    { subscribersMin: 1_000, subscribersMax: 50_000, categoryId: 20, language: 'spanish' },
    { subscribersMin: 0, subscribersMax: 9e15, categoryId: 8, language: 'english', status: 2 },
  ];
  for (const f of filters) {
    statements.length = 0;
    const got = await counts.count(f);
    const st = statements[0]!;
    const times: number[] = [];
    let plan = '';
    for (let i = 0; i < 20; i++) {
      const res = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) ${st.sql}`, st.params);
      const lines = res.rows.map((r) => r['QUERY PLAN'] as string);
      times.push(Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))![1]));
      if (i === 0) plan = lines.join('\n');
    }
    times.sort((a, b) => a - b);
    console.log(JSON.stringify(f), JSON.stringify(got), `median ${times[10]} ms, max ${times[19]} ms`);
    if (f === filters[0] || f === filters[2]) console.log(plan);
  }
  await pool.end();
}
void main();
