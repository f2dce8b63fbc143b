import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';
import { acceptsConnections, createTestDatabase, freePort, type TestDatabase } from './testing';

describe('openDatabase with a database URL', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase(inject('testPostgres'));
  });

  afterAll(async () => {
    await t.destroy();
  });

  it('maps snake_case columns to camelCase and keeps numeric and date as text', async () => {
    const opened = await openDatabase({ databaseUrl: t.url, poolMax: 2 });
    try {
      expect(opened).toMatchObject({ url: t.url, embedded: false });
      await opened.db
        .insertInto('users')
        .values({
          username: 'efua',
          password: 'h',
          email: 'efua@example.com',
          firstName: 'Efua',
          lastName: 'Asante',
        })
        .execute();
      const user = await opened.db
        .selectFrom('users')
        .select(['firstName', 'lastName'])
        .where('username', '=', 'efua')
        .executeTakeFirstOrThrow();
      expect(user).toEqual({ firstName: 'Efua', lastName: 'Asante' });

      const { rows } = await sql<{
        amount: unknown;
        day: unknown;
      }>`select 1234567890123.45::numeric(15,2) as amount, date '2026-03-01' as day`.execute(
        opened.db,
      );
      expect(rows[0]).toEqual({ amount: '1234567890123.45', day: '2026-03-01' });
    } finally {
      await opened.close();
    }
  });
});

describe('openDatabase without a URL', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'coinvest-open-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('initialises an embedded server once and keeps its data across restarts', async () => {
    const port = await freePort();
    const first = await openDatabase({ dataDir, port });
    expect(first.embedded).toBe(true);
    expect(first.url).toBe(`postgres://postgres:postgres@localhost:${port}/coinvest`);
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    await migrateToLatest(first.db);
    await first.db
      .insertInto('users')
      .values({
        username: 'yaw',
        password: 'h',
        email: 'yaw@example.com',
        firstName: 'Yaw',
        lastName: 'Boateng',
      })
      .execute();
    await first.close();

    const second = await openDatabase({ dataDir, port });
    try {
      const users = await second.db.selectFrom('users').select('username').execute();
      expect(users).toEqual([{ username: 'yaw' }]);
    } finally {
      await second.close();
    }
    expect(await acceptsConnections(port)).toBe(false);
  });
});
