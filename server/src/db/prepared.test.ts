// asSql: a hand-written statement run through the query builder (inside a transaction) keeps each value where its
// $n stands, on a real database.
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase, type Database } from './client';
import { asSql, bindParam, planned, textSql } from './prepared';

describe('asSql', () => {
  let database: Database;
  beforeAll(async () => { database = await openDatabase({ pgliteDataDir: 'memory://' }); });
  afterAll(() => database?.close());

  it('puts each value where its $n stands, however often and in whatever order', async () => {
    const statement = planned('select $2::int as b, $1::text as a, $2::int + 1 as c, $10::text as j');
    const values = ['x', 41, 3, 4, 5, 6, 7, 8, 9, 'ten'];
    const query = new PgDialect().sqlToQuery(asSql(statement, values));
    expect(query.params).toEqual([41, 'x', 41, 'ten']);
    const rows = await database.db.transaction(async (tx) => (await tx.execute<{ a: string; b: number; c: number; j: string }>(asSql(statement, values))).rows);
    expect(rows).toEqual([{ b: 41, a: 'x', c: 42, j: 'ten' }]);
  });

  it('runs text written with bindParam through textSql, each value where its placeholder stands', async () => {
    const query = textSql((values) => `select ${bindParam(values, 'y', 'text')} as a, ${bindParam(values, 7, 'int')} * 2 as b`);
    expect(new PgDialect().sqlToQuery(query).params).toEqual(['y', 7]);
    expect((await database.db.execute<{ a: string; b: number }>(query)).rows).toEqual([{ a: 'y', b: 14 }]);
  });

  it('refuses a statement that names a value it was not given', () => {
    expect(() => asSql(planned('select $1::int, $3::int'), [1, 2])).toThrow('statement has no value for $3');
  });
});
