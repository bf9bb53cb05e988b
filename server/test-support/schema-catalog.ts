// Two descriptions of the same tables, in one comparable form: what the drizzle definitions in src/db/schema.ts
// declare, and what the PostgreSQL catalog of a migrated database holds. The schema-drift test compares them.
import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../src/db/client';

export interface ColumnShape {
  type: string;
  notNull: boolean;
  hasDefault: boolean;
  generated: boolean;
}

/** table name → column name → shape. */
export type SchemaShape = Record<string, Record<string, ColumnShape>>;

/** Spells drizzle's SQL type names the way PostgreSQL's format_type() does. */
function catalogTypeName(drizzleType: string): string {
  if (drizzleType === 'serial') return 'integer';
  if (drizzleType === 'bigserial') return 'bigint';
  return drizzleType
    .replace(/^varchar\b/, 'character varying')
    .replace(/^char\b/, 'character')
    .replace(/^timestamp\b(?! with)/, 'timestamp without time zone');
}

export function drizzleShape(tables: PgTable[]): SchemaShape {
  const shape: SchemaShape = {};
  for (const table of tables) {
    const config = getTableConfig(table);
    const columns: Record<string, ColumnShape> = {};
    for (const column of config.columns) {
      const serial = /^(big)?serial$/.test(column.getSQLType());
      columns[column.name] = {
        type: catalogTypeName(column.getSQLType()),
        // A primary key column is NOT NULL in the catalog whether or not drizzle says so.
        notNull: column.notNull || column.primary || serial,
        hasDefault: column.hasDefault || serial || column.generated !== undefined,
        generated: column.generated !== undefined,
      };
    }
    shape[config.name] = columns;
  }
  return shape;
}

/** The tables of the public schema except `skip` (tables owned by code rather than by the drizzle schema). */
export async function catalogShape(database: Database, skip: string[] = []): Promise<SchemaShape> {
  const { rows } = await database.db.execute<{
    table_name: string;
    column_name: string;
    type: string;
    not_null: boolean;
    has_default: boolean;
    generated: boolean;
  }>(sql`
    select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type,
           a.attnotnull as not_null, a.atthasdef as has_default, a.attgenerated <> '' as generated
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`);
  const shape: SchemaShape = {};
  for (const r of rows) {
    if (skip.includes(r.table_name)) continue;
    const columns = (shape[r.table_name] ??= {});
    columns[r.column_name] = {
      type: r.type,
      notNull: r.not_null,
      hasDefault: r.has_default,
      generated: r.generated,
    };
  }
  return shape;
}

/** Human-readable differences, empty when the two agree. */
export function shapeDifferences(declared: SchemaShape, actual: SchemaShape): string[] {
  const out: string[] = [];
  for (const table of Object.keys(actual).sort()) {
    if (!declared[table]) out.push(`table ${table} is in the database but not in schema.ts`);
  }
  for (const [table, want] of Object.entries(declared).sort(([a], [b]) => a.localeCompare(b))) {
    const have = actual[table];
    if (!have) {
      out.push(`table ${table} is in schema.ts but not in the database`);
      continue;
    }
    for (const column of Object.keys(have)) {
      if (!want[column]) out.push(`${table}.${column} is in the database but not in schema.ts`);
    }
    for (const [column, shape] of Object.entries(want)) {
      const real = have[column];
      if (!real) {
        out.push(`${table}.${column} is in schema.ts but not in the database`);
        continue;
      }
      for (const key of ['type', 'notNull', 'hasDefault', 'generated'] as const) {
        if (shape[key] !== real[key]) {
          out.push(`${table}.${column}: ${key} is ${String(shape[key])} in schema.ts, ${String(real[key])} in the database`);
        }
      }
    }
  }
  return out;
}
