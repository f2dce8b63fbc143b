import type { DB } from '@coinvest/db';
import {
  CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type DatabaseConnection,
} from 'kysely';
import { createTestDatabase } from '@coinvest/db/testing';
import { describe, expect, inject, it } from 'vitest';
import { compiledQueryCache, preparedQuery } from './compiled-query-cache';

describe('compiledQueryCache', () => {
  it('compiles once per key and database handle', () => {
    const cached = compiledQueryCache(10);
    const db = {};
    let compiles = 0;
    const compile = () => {
      compiles += 1;
      return CompiledQuery.raw('select 1');
    };
    const first = cached(db, 'a', compile);
    expect(cached(db, 'a', compile)).toBe(first);
    expect(compiles).toBe(1);
    cached({}, 'a', compile);
    expect(compiles).toBe(2);
  });

  it('drops the least recently used key beyond its size', () => {
    const cached = compiledQueryCache(2);
    const db = {};
    const compiled: string[] = [];
    const compile = (key: string) => () => {
      compiled.push(key);
      return CompiledQuery.raw(key);
    };
    cached(db, 'a', compile('a'));
    cached(db, 'b', compile('b'));
    cached(db, 'a', compile('a'));
    cached(db, 'c', compile('c'));
    cached(db, 'a', compile('a'));
    cached(db, 'b', compile('b'));
    expect(compiled).toEqual(['a', 'b', 'c', 'b']);
  });
});

/** A Kysely whose driver records each statement it is asked to run, and answers no rows. */
function recordingDb() {
  const ran: CompiledQuery[] = [];
  class RecordingDriver extends DummyDriver {
    override acquireConnection(): Promise<DatabaseConnection> {
      return Promise.resolve({
        executeQuery: (query) => {
          ran.push(query);
          return Promise.resolve({ rows: [] });
        },
        streamQuery: () => {
          throw new Error('not streamed');
        },
      });
    }
  }
  const db = new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new RecordingDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return { db, ran };
}

describe('preparedQuery', () => {
  it('builds once per database handle and runs each call with its own values in their places', async () => {
    const { db, ran } = recordingDb();
    let builds = 0;
    const byEmail = preparedQuery<{ email: string; since: Date }, { id: number }>(
      ['email', 'since'],
      (executor, values) => {
        builds += 1;
        return sql`${executor
          .selectFrom('users')
          .select('id')
          .where('email', '=', values.email)
          .where('createdAt', '>', values.since)
          .limit(5)}`;
      },
    );
    const first = new Date('2026-11-01T00:00:00Z');
    const second = new Date('2026-11-02T00:00:00Z');
    await byEmail(db, { email: 'a@example.com', since: first });
    await byEmail(db, { email: 'b@example.com', since: second });

    expect(builds).toBe(1);
    expect(ran[1]?.sql).toBe(ran[0]?.sql);
    expect(ran.map((query) => query.parameters)).toEqual([
      ['a@example.com', first, 5],
      ['b@example.com', second, 5],
    ]);
  });

  it('runs as a named prepared statement, parsed once per connection', async () => {
    const database = await createTestDatabase(inject('testPostgres'));
    try {
      const doubled = preparedQuery<{ n: number }, { doubled: number }>(
        ['n'],
        (_executor, values) =>
          sql`select ${values.n}::integer * 2 as doubled -- prepared-query test`,
      );
      await database.db.connection().execute(async (connection) => {
        expect((await doubled(connection, { n: 2 })).rows).toEqual([{ doubled: 4 }]);
        expect((await doubled(connection, { n: 21 })).rows).toEqual([{ doubled: 42 }]);
        const { rows } = await sql<{ name: string }>`
          select name from pg_prepared_statements
           where statement like '%-- prepared-query test'`.execute(connection);
        expect(rows).toEqual([{ name: expect.stringMatching(/^coinvest_\d+$/) as string }]);
      });
    } finally {
      await database.destroy();
    }
  });

  it('refuses a value that shapes the SQL instead of travelling as a parameter', async () => {
    const { db } = recordingDb();
    const shaped = preparedQuery<{ column: string; id: number }, unknown>(
      ['column', 'id'],
      (_executor, values) => sql`select ${sql.ref(String(values.column))} where id = ${values.id}`,
    );
    await expect(shaped(db, { column: 'email', id: 1 })).rejects.toThrow(
      'Prepared query values not sent as parameters: column',
    );
  });
});
