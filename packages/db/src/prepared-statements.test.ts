import { randomUUID } from 'node:crypto';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createKysely } from './database';
import { prepareStatement } from './prepared-statements';
import type { DB } from './schema';
import { createTestDatabase, type TestDatabase } from './testing';

describe('prepared statements on createKysely connections', () => {
  let t: TestDatabase;
  // One connection, so every statement below runs where the previous one was prepared.
  let db: Kysely<DB>;
  let table: string;

  beforeAll(async () => {
    t = await createTestDatabase(inject('testPostgres'));
    db = createKysely(t.url, 1);
    table = `prepared_${randomUUID().replaceAll('-', '')}`;
    await sql`create table ${sql.table(table)} (id integer primary key, name text)`.execute(db);
    await sql`insert into ${sql.table(table)} values (1, 'Ama'), (2, 'Kofi')`.execute(db);
  });

  afterAll(async () => {
    await db.destroy();
    await t.destroy();
  });

  /** The server's prepared statements on this connection that run `text`. */
  async function preparedOnServer(text: string): Promise<number> {
    const { rows } = await sql<{ count: number }>`
      select count(*)::integer as count from pg_prepared_statements where statement = ${text}`.execute(
      db,
    );
    return rows[0]?.count ?? 0;
  }

  const run = (text: string, id: number) =>
    db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, [id]));

  it('prepares a registered text once per connection and runs it with each call values', async () => {
    const text = `select name from ${table} where id = $1`;
    prepareStatement(text);
    expect((await run(text, 1)).rows).toEqual([{ name: 'Ama' }]);
    expect((await run(text, 2)).rows).toEqual([{ name: 'Kofi' }]);
    expect(await preparedOnServer(text)).toBe(1);
  });

  it('leaves other texts unprepared', async () => {
    const text = `select name as other from ${table} where id = $1`;
    expect((await run(text, 2)).rows).toEqual([{ other: 'Kofi' }]);
    expect(await preparedOnServer(text)).toBe(0);
  });

  it('runs a statement again when a migration changed its columns, outside a transaction', async () => {
    const text = `select * from ${table} where id = $1`;
    prepareStatement(text);
    expect((await run(text, 1)).rows).toEqual([{ id: 1, name: 'Ama' }]);
    await sql`alter table ${sql.table(table)} add column city text default 'Accra'`.execute(db);
    expect((await run(text, 1)).rows).toEqual([{ id: 1, name: 'Ama', city: 'Accra' }]);
    expect(await preparedOnServer(text)).toBe(1);
  });

  it('fails the transaction it was in, then runs again on the next call', async () => {
    const text = `select * from ${table} where id = $1 and name is not null`;
    prepareStatement(text);
    expect((await run(text, 2)).rows).toHaveLength(1);
    await sql`alter table ${sql.table(table)} add column phone text`.execute(db);
    await expect(
      db.transaction().execute((trx) => trx.executeQuery(CompiledQuery.raw(text, [2]))),
    ).rejects.toThrow('cached plan must not change result type');
    const again = await db
      .transaction()
      .execute((trx) => trx.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, [2])));
    expect(again.rows).toEqual([{ id: 2, name: 'Kofi', city: 'Accra', phone: null }]);
  });
});
