// schema.ts is written by hand beside the SQL migrations (the source of truth). This test migrates a fresh database
// and compares the two, so a migration without its schema.ts change (or the reverse) fails here, not in production.
import { is } from 'drizzle-orm';
import { boolean, integer, PgTable, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { backends } from '../../test-support/test-app';
import { catalogShape, drizzleShape, shapeDifferences } from '../../test-support/schema-catalog';
import { openBackendDatabase, type BackendDatabase } from '../../test-support/backend-database';
import type { Database } from './client';
import * as schema from './schema';

const declaredTables: PgTable[] = Object.values(schema).flatMap((v: unknown) => (is(v, PgTable) ? [v] : []));
// Owned by migrate.ts itself, not by the product's schema.
const CODE_OWNED_TABLES = ['schema_migrations'];

describe.each(backends())('drizzle schema against the migrated catalog (%s)', (backend) => {
  let database: Database;
  let opened: BackendDatabase | undefined;

  beforeAll(async () => {
    opened = await openBackendDatabase(backend);
    database = opened.database;
  });
  afterAll(async () => {
    await opened?.close();
  });

  it('declares every table and column with the type, nullability and default the migrations create', async () => {
    const actual = await catalogShape(database, CODE_OWNED_TABLES);
    expect(Object.keys(actual).length).toBeGreaterThanOrEqual(13);
    expect(shapeDifferences(drizzleShape(declaredTables), actual)).toEqual([]);
  });

  it('reports a table whose columns drift from the database', async () => {
    const actual = await catalogShape(database, CODE_OWNED_TABLES);
    const drifted = pgTable('users', {
      id: serial('id').primaryKey(),
      firebaseUid: varchar('firebase_uid', { length: 64 }).notNull(),
      email: varchar('email', { length: 320 }).notNull(),
      isPremium: boolean('is_premium').notNull().default(false),
      loginCount: integer('login_count'),
    });
    const others = declaredTables.filter((t) => t !== schema.users);
    expect(shapeDifferences(drizzleShape([...others, drifted]), actual)).toEqual([
      'users.validated is in the database but not in schema.ts',
      'users.created_at is in the database but not in schema.ts',
      'users.updated_at is in the database but not in schema.ts',
      'users.firebase_uid: type is character varying(64) in schema.ts, character varying(128) in the database',
      'users.email: notNull is true in schema.ts, false in the database',
      'users.login_count is in schema.ts but not in the database',
    ]);
  });

  it('reports a table missing on either side', async () => {
    const actual = await catalogShape(database, CODE_OWNED_TABLES);
    const others = declaredTables.filter((t) => t !== schema.oauthStates);
    const extra = pgTable('audit_log', { id: serial('id').primaryKey() });
    expect(shapeDifferences(drizzleShape([...others, extra]), actual)).toEqual([
      'table oauth_states is in the database but not in schema.ts',
      'table audit_log is in schema.ts but not in the database',
    ]);
  });
});
