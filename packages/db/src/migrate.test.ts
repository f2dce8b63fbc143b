import { sql } from 'kysely';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { migrateDownToZero, migrateToLatest } from './migrate';
import { createTestDatabase, type TestDatabase } from './testing';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase(inject('testPostgres'));
});

afterAll(async () => {
  await t.destroy();
});

async function tableNames(): Promise<string[]> {
  const { rows } = await sql<{ tableName: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_name not like 'kysely_%'
    order by table_name`.execute(t.db);
  return rows.map((r) => r.tableName);
}

it('migrates down to nothing and up again to the same tables', async () => {
  const migrated = await tableNames();
  expect(migrated).toContain('users');

  await migrateDownToZero(t.db);
  expect(await tableNames()).toEqual([]);

  await migrateToLatest(t.db);
  expect(await tableNames()).toEqual(migrated);
});

it('does nothing when already at the latest migration', async () => {
  await expect(migrateToLatest(t.db)).resolves.toBeUndefined();
});
