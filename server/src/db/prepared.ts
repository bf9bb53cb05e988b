// The hot read statements of discovery as named prepared statements. On PostgreSQL each pooled connection parses
// and plans a named statement once and afterwards only executes it. A short read of `channels` spends most of its
// time in the planner, which weighs every index of the table: with pgbench on 1,000,000 channels (2 clients) a
// primary-key read ran 2,900 times a second planned each time and 14,000 prepared; ten rows by id 4,100 and 7,900.
// A walk of many rows gains nothing, as planning is then a small share.
//
// Only for statements whose best plan is the same whatever the values (key and range reads): after five runs a
// prepared statement may switch to one generic plan. The query builder is skipped too, so the text is written
// once. PGlite (one embedded session) runs the same text with the same values, unprepared.
import { getTableColumns, sql, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A statement's name (unique per text) and its text with $1, $2, ... placeholders. */
export interface PreparedStatement { readonly name: string; readonly text: string }

const texts = new Map<string, string>();

/** Declares a statement; a name given twice with different texts is a programming error. */
export function prepared(name: string, text: string): PreparedStatement {
  const known = texts.get(name);
  if (known !== undefined && known !== text) throw new Error(`prepared statement ${name} declared with two texts`);
  texts.set(name, text);
  return { name, text };
}

interface PoolLike { query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }> }
interface EmbeddedLike { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> }

/** node-postgres's Pool (DATABASE_URL) counts its clients; PGlite has no such property. */
function isPool(client: unknown): client is PoolLike {
  return typeof client === 'object' && client !== null && 'totalCount' in client;
}

export async function runPrepared<R>(db: Db, statement: PreparedStatement, values: unknown[]): Promise<R[]> {
  // Both drivers keep their client on the drizzle instance (the Db type is node-postgres's, which omits it).
  const client: unknown = (db as unknown as { $client: unknown }).$client;
  // An empty name is node-postgres's unnamed statement: planned on every run.
  const result = isPool(client)
    ? await client.query({ name: statement.name, text: statement.text, values })
    : await (client as EmbeddedLike).query(statement.text, values);
  return result.rows as R[];
}

/** Appends `value` to a statement's values and gives its placeholder, `$n::type`: for statements written as text. */
export function bindParam(values: unknown[], value: unknown, type: string): string {
  values.push(value);
  return `$${values.length}::${type}`;
}

/**
 * A statement planned for its values on every run (node-postgres's unnamed statement): for walks and counts whose
 * best plan depends on the values (which index serves a filter, a term's frequency).
 */
export function planned(text: string): PreparedStatement {
  return { name: '', text };
}

/**
 * A statement with its values as the query builder's SQL, to run where only the builder reaches: inside a
 * transaction (runPrepared uses the pool, another connection). Each $n becomes the n-th value as a parameter.
 */
export function asSql(statement: PreparedStatement, values: unknown[]): SQL {
  const pieces = statement.text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  pieces.forEach((piece, i) => {
    if (i % 2 === 0) chunks.push(sql.raw(piece));
    else {
      const n = Number(piece);
      if (n < 1 || n > values.length) throw new Error(`statement has no value for $${n}`);
      chunks.push(sql`${values[n - 1]}`);
    }
  });
  return sql.join(chunks);
}

/** SQL written as text by `write`, which appends its values and numbers their placeholders, as the query builder's SQL. */
export function textSql(write: (values: unknown[]) => string): SQL {
  const values: unknown[] = [];
  const text = write(values);
  return asSql(planned(text), values);
}

const dialect = new PgDialect();
/** Statements prepared from query-builder SQL, by text; bounded so that no text shape can grow it without end. */
const namesByText = new Map<string, string>();
const MAX_BUILT_STATEMENTS = 1_000;

/**
 * Runs SQL built with drizzle's `sql` as a prepared statement named after its text (one per shape of the SQL:
 * values are parameters). For SQL whose text takes few shapes, such as a filter's conditions (which filters are
 * set), and whose plans suit every value. Beyond MAX_BUILT_STATEMENTS texts it runs unprepared.
 */
export async function executePrepared<R>(db: Db, query: SQL): Promise<R[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return runPrepared<R>(db, preparedByText(text), params);
}

/**
 * The prepared statement of a text whose shape varies a little (which filters are set), named after the text;
 * beyond MAX_BUILT_STATEMENTS texts the unnamed statement (planned on every run).
 */
export function preparedByText(text: string): PreparedStatement {
  let name = namesByText.get(text);
  if (name === undefined && namesByText.size < MAX_BUILT_STATEMENTS) {
    name = `built_${namesByText.size + 1}`;
    namesByText.set(text, name);
  }
  return { name: name ?? '', text };
}

/**
 * Reads whole rows of a table from a hand-written statement as the query builder would return them: the select
 * list names every column, and each value passes through its column's own mapping (bigint as number, ...).
 */
export function tableReader<T extends Table, O extends keyof InferSelectModel<T> = never>(
  table: T, alias: string, omit: readonly O[] = [],
): { columns: string; read(raw: Record<string, unknown>): Omit<InferSelectModel<T>, O> } {
  const entries = Object.entries(getTableColumns(table)).filter(([key]) => !(omit as readonly string[]).includes(key));
  return {
    columns: entries.map(([, column]) => `${alias}."${column.name}"`).join(', '),
    read(raw) {
      const row: Record<string, unknown> = {};
      for (const [key, column] of entries) {
        const value = raw[column.name];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return row as Omit<InferSelectModel<T>, O>;
    },
  };
}
