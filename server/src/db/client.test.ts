import { sql } from 'drizzle-orm';
import { openDatabase } from './client';

describe('openDatabase on PGlite', () => {
  it('creates WAL segments without zero-filling them (the fill stalls the server thread)', async () => {
    const database = await openDatabase({ pgliteDataDir: 'memory://' });
    try {
      const result = await database.db.execute(sql`show wal_init_zero`);
      expect(result.rows).toEqual([{ wal_init_zero: 'off' }]);
      // The session setting survives a transaction, so it holds for every later statement.
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      });
      const after = await database.db.execute(sql`show wal_init_zero`);
      expect(after.rows).toEqual([{ wal_init_zero: 'off' }]);
    } finally {
      await database.close();
    }
  });
});
