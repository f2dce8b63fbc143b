import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { migrateDownToZero, migrateToLatest } from './migrate';
import { migrationProvider } from './migrations';
import { createTestDatabase, createUser, type TestDatabase } from './testing';

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

it('keeps the Idempotency-Key answers stored before reserve_investment, both ways', async () => {
  const migrator = new Migrator({ db: t.db.withoutPlugins(), provider: migrationProvider });
  const before = '20261126T0900Z-portfolio-keyset-index';
  const user = await createUser(t.db);
  const answer = {
    id: 41,
    userId: user.id,
    projectId: 7,
    unitId: 9,
    amount: '5000.00',
    ownershipPercentage: '2.51',
    currentValue: '5000.00',
    status: 'pending_payment',
    paymentMethod: null,
    paymentReference: 'INV-0123456789AB',
    paymentDeadline: '2026-12-02T10:00:00.000Z',
    paymentConfirmedBy: null,
    paymentConfirmedAt: null,
    satisfactionConfirmed: true,
    satisfactionConfirmedAt: '2026-11-25T10:00:00.000Z',
    createdAt: '2026-11-25T10:00:00.000Z',
  };
  expect((await migrator.migrateTo(before)).error).toBeUndefined();
  await sql`insert into idempotency_keys (user_id, key, request_hash, response_status, response_body)
    values (${user.id}, 'old-answer', 'hash', 201, ${JSON.stringify(answer)}::jsonb)`.execute(t.db);

  await migrateToLatest(t.db);
  const { rows } = await sql<{ amount: string; paymentReference: string; createdAt: Date }>`
    select (r).amount, (r).payment_reference, (r).created_at
    from (select jsonb_populate_record(null::investments, investment_row) as r
          from idempotency_keys where key = 'old-answer') answers`.execute(t.db);
  expect(rows).toEqual([
    {
      amount: '5000.00',
      paymentReference: 'INV-0123456789AB',
      createdAt: new Date('2026-11-25T10:00:00.000Z'),
    },
  ]);

  expect((await migrator.migrateTo(before)).error).toBeUndefined();
  const { rows: restored } = await sql<{ responseBody: typeof answer }>`
    select response_body from idempotency_keys where key = 'old-answer'`.execute(t.db);
  expect(restored[0]?.responseBody).toMatchObject({
    id: 41,
    amount: '5000.00',
    ownershipPercentage: '2.51',
    paymentReference: 'INV-0123456789AB',
  });
  await migrateToLatest(t.db);
});
