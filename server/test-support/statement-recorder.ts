// Records the statements sent through a node-postgres pool, for the query-plan tests: those of the query builder
// and the prepared statements of db/prepared.ts alike (the latter never pass drizzle's logger). The tests' own
// EXPLAINs are left out.
import type { Pool } from 'pg';

export interface RecordedStatement { sql: string; params: unknown[] }

export function recordStatements(pool: Pool, into: RecordedStatement[]): void {
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const recording = (...args: unknown[]) => {
    const [first, second] = args;
    const config = typeof first === 'object' && first !== null ? first as { text?: unknown; values?: unknown[] } : null;
    const text = typeof first === 'string' ? first : config?.text;
    // (text, values), ({ text, values }) or, as drizzle sends, ({ text, ... }, values).
    const params = config?.values ?? (Array.isArray(second) ? second : []);
    if (typeof text === 'string' && !/^\s*explain\b/i.test(text)) into.push({ sql: text, params });
    return original(...args);
  };
  pool.query = recording as typeof pool.query;
}
