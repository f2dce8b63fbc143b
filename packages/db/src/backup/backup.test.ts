import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationProvider } from '../migrations';
import { seedDemoData } from '../seed/demo-data';
import { createTestDatabase, type TestDatabase } from '../testing';
import { withClient } from '../testing/postgres';
import { dumpDatabase, type DumpSummary } from './dump';
import { BackupError } from './format';
import { restoreDatabase } from './restore';
import {
  contentsOf,
  createEmptyDatabase,
  type DatabaseContents,
  type ScratchDatabase,
} from './test-support';

const ctx = inject('testPostgres');
const cleanups: (() => Promise<unknown>)[] = [];
let dir: string;
let source: TestDatabase;
let backupFile: string;
let summary: DumpSummary;
let expected: DatabaseContents;
let knownMigrations: string[];

// Every character COPY's text format has to escape, and some it does not.
const AWKWARD =
  'tab\there, newline\nthere, carriage return\r, backslash \\ and \\N and \\. and \\\\, ' +
  `quotes ' " , comma; unicode: Ɔ ɛ ₵ 日本語 🇬🇭 e\u0301 zero-width\u200b.`;
const END_MARKER_INSIDE = 'before\n\\.\nafter';
const JSON_DOCUMENT = String.raw`{"big": 123456789012345678901234567890.123456789, "small": 1.50,
  "text": "tab\t nl\n quote\" back\\ \u00e9 🇬🇭", "nested": {"list": [null, true, "", {}]}}`;

async function empty(): Promise<ScratchDatabase> {
  const database = await createEmptyDatabase(ctx);
  cleanups.push(() => database.destroy());
  return database;
}

async function migratedClone(): Promise<TestDatabase> {
  const database = await createTestDatabase(ctx);
  cleanups.push(() => database.destroy());
  return database;
}

/** Rows no demo data has: escapes, unicode, jsonb, long numerics, infinity, nulls, arrays. */
async function addAwkwardRows(url: string): Promise<void> {
  await withClient(url, async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into users (username, password, email, first_name, last_name, created_at)
       values ('awkward', 'not-a-hash', 'awkward@example.com', $1, $2,
               '2026-03-04 05:06:07.123456+05:30')
       returning id`,
      [AWKWARD, END_MARKER_INSIDE],
    );
    const userId = rows[0]?.id;
    // A deleted row leaves the identity beyond max(id): the restore must not reuse its id.
    await client.query(
      `insert into users (username, password, email, first_name, last_name)
       values ('deleted', 'x', 'deleted@example.com', 'D', 'D')`,
    );
    await client.query(`delete from users where username = 'deleted'`);
    await client.query(
      `insert into developers (name, description, email, phone, address, city, specialties,
         total_value, rating, website, established_year, license_number)
       values ('Awkward Builders', $1, 'b@example.com', '+233', 'Accra', 'Accra', $2::text[],
         '9999999999999.99', '5.00', null, null, null)`,
      [AWKWARD, ['a,b', 'quote"d', '{brace}', 'NULL', '', 'back\\slash', 'tab\t', null]],
    );
    // An admin's change to a row the migrations wrote, and a deleted one.
    await client.query(
      `update currency_rates set rate = '15.123456', updated_by = $1 where code = 'GHS'`,
      [userId],
    );
    await client.query(`delete from currency_rates where code = 'CNY'`);
    await client.query(
      `insert into currency_rates (code, name, symbol, flag, rate, sort_order)
       values ('KES', 'Kenyan Shilling', 'KSh', '🇰🇪', '123456789012.123456', 9)`,
    );
    await client.query(
      `insert into aml_checks (user_id, sanctions_screening_details, pep_screening_details,
         risk_factors, review_notes)
       values ($1, $2::jsonb, 'null'::jsonb, $3::text[], null)`,
      [userId, JSON_DOCUMENT, [AWKWARD]],
    );
    await client.query(
      `insert into audit_log (actor_user_id, action, entity_type, entity_id, before, after, ip,
         created_at)
       values ($1, 'update', 'currency_rate', 'GHS', '{"rate": "12.500000"}', $2::jsonb,
         '2001:db8::1', '1999-12-31 23:59:59.999999+00')`,
      [userId, JSON_DOCUMENT],
    );
    await client.query(
      `insert into sessions (user_id, expires_at, user_agent, ip)
       values ($1, 'infinity', $2, null)`,
      [userId, AWKWARD],
    );
    await client.query(
      `insert into contact_messages (name, email, phone, subject, message)
       values ('Ama', 'ama@example.com', null, $1, 'line one\r\nline two\r\n\\.\r\n')`,
      [END_MARKER_INSIDE],
    );
    await client.query(
      `insert into translation_cache (source_hash, target_language, source_text,
         translated_text, provider)
       values ('h1', 'tw', $1, 'Akwaaba\\n', 'test')`,
      [AWKWARD],
    );
    await client.query(
      `insert into financial_goals (user_id, goal_name, target_amount, current_amount,
         target_date, description)
       values ($1, 'House', '0.01', '9999999999999.99', '2030-02-28', null)`,
      [userId],
    );
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'coinvest-backup-test-'));
  knownMigrations = Object.keys(await migrationProvider.getMigrations()).sort();
  source = await createTestDatabase(ctx);
  await seedDemoData(source.db, { investorPassword: 'Kente-Investor' });
  await addAwkwardRows(source.url);
  backupFile = path.join(dir, 'source.backup.gz');
  summary = await dumpDatabase(source.url, backupFile);
  expected = await contentsOf(source.url);
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await source?.destroy();
  await rm(dir, { recursive: true, force: true });
});

describe('dumpDatabase', () => {
  it('writes every table but the migration bookkeeping, with their rows and migrations', async () => {
    expect(Object.keys(summary.rows).sort()).toEqual(Object.keys(expected.tables).sort());
    for (const [table, rows] of Object.entries(expected.tables)) {
      expect(summary.rows[table], table).toBe(rows.length);
    }
    expect(summary.migrations).toEqual(knownMigrations);
    expect(expected.tables.users?.length).toBeGreaterThan(1);
    expect(expected.tables.units?.length).toBeGreaterThan(1);
    // Only its owner may read a file of password hashes.
    expect((await stat(backupFile)).mode & 0o777).toBe(0o600);
  });

  it('never overwrites an existing file', async () => {
    await expect(dumpDatabase(source.url, backupFile)).rejects.toThrow(
      /already exists; choose another file name/,
    );
  });

  it('refuses a database that CoInvest never migrated', async () => {
    const target = await empty();
    await expect(dumpDatabase(target.url, path.join(dir, 'nothing.gz'))).rejects.toThrow(
      /no kysely_migration table: it holds no CoInvest data/,
    );
  });
});

describe('restoreDatabase', () => {
  it('restores into an empty database exactly the rows it dumped, table by table', async () => {
    const target = await empty();
    const restored = await restoreDatabase(target.url, backupFile);
    expect(restored.rows).toEqual(summary.rows);
    const contents = await contentsOf(target.url);
    expect(contents.migrations).toEqual(expected.migrations);
    expect(Object.keys(contents.tables).sort()).toEqual(Object.keys(expected.tables).sort());
    for (const [table, rows] of Object.entries(expected.tables)) {
      expect(contents.tables[table], table).toEqual(rows);
    }
    // The awkward values really are in there, not only equal on both sides.
    const awkward = await withClient(target.url, (client) =>
      client.query<{ firstName: string; lastName: string; details: unknown }>(
        `select first_name as "firstName", last_name as "lastName",
           (select sanctions_screening_details from aml_checks where user_id = users.id) as details
         from users where username = 'awkward'`,
      ),
    );
    expect(awkward.rows[0]).toEqual({
      firstName: AWKWARD,
      lastName: END_MARKER_INSIDE,
      details: JSON.parse(JSON_DOCUMENT) as unknown,
    });
  });

  it('restores into an empty migrated schema, replacing the rows the migrations wrote', async () => {
    const target = await migratedClone();
    await restoreDatabase(target.url, backupFile);
    expect(await contentsOf(target.url)).toEqual(expected);
  });

  it('continues every identity after the source did, so new rows never collide', async () => {
    const target = await empty();
    await restoreDatabase(target.url, backupFile);
    const next = (url: string) =>
      withClient(url, async (client) => {
        await client.query('begin');
        const user = await client.query<{ id: number }>(
          `insert into users (username, password, email, first_name, last_name)
           values ('after_restore', 'x', 'after@example.com', 'A', 'R') returning id`,
        );
        const audit = await client.query<{ id: string }>(
          `insert into audit_log (action, entity_type, entity_id) values ('x', 'y', 'z')
           returning id`,
        );
        await client.query('rollback');
        return { user: user.rows[0]?.id, audit: audit.rows[0]?.id };
      });
    const restoredNext = await next(target.url);
    expect(restoredNext).toEqual(await next(source.url));
    const maxUserId = Math.max(
      ...expected.tables.users!.map((row) => Number.parseInt(row.slice(1), 10)),
    );
    // The deleted user's id is skipped, as in the source.
    expect(restoredNext.user).toBe(maxUserId + 2);
  });

  it('refuses a target that holds data, and leaves it as it was', async () => {
    const seeded = await migratedClone();
    await seedDemoData(seeded.db, { investorPassword: 'Kente-Investor' });
    const before = await contentsOf(seeded.url);
    await expect(restoreDatabase(seeded.url, backupFile)).rejects.toThrow(
      /The target database already holds data \(in .*users.*\)\. A backup is restored only into a fresh database/,
    );
    expect(await contentsOf(seeded.url)).toEqual(before);

    // A changed currency rate is data too, though a migration wrote the row.
    const changed = await migratedClone();
    await changed.db.updateTable('currencyRates').set({ rate: '13' }).execute();
    await expect(restoreDatabase(changed.url, backupFile)).rejects.toThrow(
      /already holds data \(in currency_rates\)/,
    );
  });

  it('refuses a target with tables that are not an empty CoInvest schema', async () => {
    const target = await empty();
    await withClient(target.url, (client) => client.query('create table notes (body text)'));
    await expect(restoreDatabase(target.url, backupFile)).rejects.toThrow(
      /has tables \(notes\) but no migration record/,
    );
  });

  it('restores a backup made at an older migration at that migration, never into a newer schema', async () => {
    const old = await empty();
    const first = knownMigrations[0]!;
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: old.url, max: 1 }) }),
    });
    try {
      const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(first);
      expect(error).toBeUndefined();
    } finally {
      await db.destroy();
    }
    await withClient(old.url, (client) =>
      client.query(
        `insert into users (username, password, email, first_name, last_name)
         values ('Old', 'x', 'old@example.com', 'O', 'L')`,
      ),
    );
    const oldFile = path.join(dir, 'old.backup.gz');
    await dumpDatabase(old.url, oldFile);

    const target = await empty();
    await restoreDatabase(target.url, oldFile);
    const contents = await contentsOf(target.url);
    expect(contents).toEqual(await contentsOf(old.url));
    expect(contents.migrations).toEqual([first]);

    const newer = await migratedClone();
    await expect(restoreDatabase(newer.url, oldFile)).rejects.toThrow(
      `The target database is migrated to ${knownMigrations.at(-1)}, and the backup was made at ${first}`,
    );
  });

  it('refuses a backup made at a migration this code does not know', async () => {
    const future = path.join(dir, 'future.backup.gz');
    const header = {
      format: 'coinvest-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: 'coinvest',
      serverVersion: '19.0',
      migrations: [...knownMigrations, '29990101T0000Z-from-the-future'],
      tables: [],
      sequences: [],
    };
    await writeFile(future, gzipSync(`${JSON.stringify(header)}\n`));
    const target = await empty();
    await expect(restoreDatabase(target.url, future)).rejects.toThrow(
      /made at migration 29990101T0000Z-from-the-future, which this code does not know/,
    );
  });

  it('refuses foreign, truncated and damaged files, and a failed restore leaves no rows', async () => {
    const target = await migratedClone();
    const notGzip = path.join(dir, 'notes.txt');
    await writeFile(notGzip, 'hello\n');
    await expect(restoreDatabase(target.url, notGzip)).rejects.toThrow(
      /notes.txt is not a CoInvest backup \(not gzip data/,
    );

    const foreign = path.join(dir, 'foreign.gz');
    await writeFile(foreign, gzipSync('{"format":"something-else"}\nrows\n'));
    await expect(restoreDatabase(target.url, foreign)).rejects.toThrow(
      /foreign.gz is not a CoInvest backup \(it does not start with a coinvest-backup header\)/,
    );

    await expect(restoreDatabase(target.url, path.join(dir, 'missing.gz'))).rejects.toThrow(
      /missing.gz does not exist/,
    );

    const bytes = await readFile(backupFile);
    const truncated = path.join(dir, 'truncated.gz');
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await expect(restoreDatabase(target.url, truncated)).rejects.toThrow(
      /truncated.gz is truncated: it ends before the backup does/,
    );

    const damaged = path.join(dir, 'damaged.gz');
    const flipped = Buffer.from(bytes);
    const middle = Math.floor(bytes.length / 2);
    flipped[middle] = (flipped[middle] ?? 0) ^ 0xff;
    await writeFile(damaged, flipped);
    const failure = await restoreDatabase(target.url, damaged).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BackupError);
    expect((failure as Error).message).toMatch(/damaged|truncated|Restoring/);

    // Nothing of the failed attempts stayed: the same target takes the good file.
    const { rows } = await withClient(target.url, (client) =>
      client.query<{ n: string }>('select count(*) as n from users'),
    );
    expect(rows[0]?.n).toBe('0');
    await restoreDatabase(target.url, backupFile);
    expect(await contentsOf(target.url)).toEqual(expected);
  });
});
