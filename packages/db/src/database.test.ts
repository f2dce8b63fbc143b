import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createKysely, openDatabase, poolUse } from './database';
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
    const opened = await openDatabase({ databaseUrl: t.url, pool: { max: 2 } });
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

describe('the pool limits', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase(inject('testPostgres'));
  });

  afterAll(async () => {
    await t.destroy();
  });

  const setting = async (db: ReturnType<typeof createKysely>, name: string) =>
    (await sql<Record<string, string>>`show ${sql.raw(name)}`.execute(db.withoutPlugins()))
      .rows[0]?.[name];

  it('cancels a statement that runs past the statement time-out with a clear error', async () => {
    const db = createKysely(t.url, { max: 1, statementTimeoutMs: 200 });
    try {
      // Without the time-out this sleeps its 20 s and answers: the expectation below fails.
      await expect(sql`select pg_sleep(20)`.execute(db)).rejects.toMatchObject({
        code: '57014',
        message: 'canceling statement due to statement timeout',
      });
      // The connection stays usable.
      expect(await setting(db, 'statement_timeout')).toBe('200ms');
    } finally {
      await db.destroy();
    }
  });

  it('fails a query that waits for a connection longer than the connection time-out', async () => {
    const db = createKysely(t.url, { max: 1, connectionTimeoutMs: 200 });
    try {
      // The one connection is held by the transaction, so the query outside it waits.
      await db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await expect(sql`select 1`.execute(db)).rejects.toThrow(
          'timeout exceeded when trying to connect',
        );
        expect(poolUse(db)).toEqual({ total: 1, idle: 0, waiting: 0 });
      });
      expect(poolUse(db)).toEqual({ total: 1, idle: 1, waiting: 0 });
    } finally {
      await db.destroy();
    }
  });

  it('opens each connection with the defaults: 10 connections, 30 s statements, 60 s idle in a transaction', async () => {
    const db = createKysely(t.url);
    try {
      expect(await setting(db, 'statement_timeout')).toBe('30s');
      expect(await setting(db, 'idle_in_transaction_session_timeout')).toBe('1min');
      expect(poolUse(db)).toEqual({ total: 1, idle: 1, waiting: 0 });
    } finally {
      await db.destroy();
    }
  });

  it('gives the connection back with its statement time-out after migrating without one', async () => {
    const db = createKysely(t.url, { max: 1, statementTimeoutMs: 200 });
    try {
      await migrateToLatest(db);
      expect(await setting(db, 'statement_timeout')).toBe('200ms');
    } finally {
      await db.destroy();
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
