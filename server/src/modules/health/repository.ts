import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export class HealthRepository {
  constructor(private readonly db: Db) {}

  /** A round trip to the database; rejects when it does not answer. */
  async ping(): Promise<void> {
    await this.db.execute(sql`select 1`);
  }
}
