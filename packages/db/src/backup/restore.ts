import { existsSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { migrationProvider } from '../migrations';
import {
  appliedMigrations,
  foreignKeys,
  hasMigrationTable,
  keyOutOfOrder,
  listTables,
  ownedSequences,
} from './catalog';
import {
  BackupError,
  ident,
  parseHeader,
  parseSectionTable,
  parseTrailer,
  SESSION_SETTINGS,
  TargetNotFreshError,
  type BackupHeader,
} from './format';
import { BackupReader } from './reader';

export interface RestoreOptions {
  log?: (message: string) => void;
}

export interface RestoreSummary {
  file: string;
  createdAt: string;
  migrations: string[];
  rows: Record<string, number>;
}

function isPrefix(prefix: readonly string[], of: readonly string[]): boolean {
  return prefix.length <= of.length && prefix.every((name, index) => of[index] === name);
}

function lastOf(names: readonly string[]): string {
  return names.at(-1) ?? 'no migration';
}

async function knownMigrations(): Promise<string[]> {
  return Object.keys(await migrationProvider.getMigrations()).sort((a, b) => a.localeCompare(b));
}

/** The backup must have been made at a migration this code has, with none skipped. */
async function checkMigrations(header: BackupHeader, file: string): Promise<void> {
  const known = await knownMigrations();
  const unknown = header.migrations.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `${file} was made at migration ${unknown.join(', ')}, which this code does not know. ` +
        'Restore it with the version of the code that made it (or a newer one).',
    );
  }
  if (!isPrefix(header.migrations, known)) {
    throw new BackupError(
      `${file} records the migrations ${header.migrations.join(', ')}, which are not the first ` +
        'migrations of this code in order; it cannot be restored here.',
    );
  }
}

/**
 * A fresh target has no tables at all, or only an empty migrated schema: migrated no further
 * than the backup, and holding no row that the migrations themselves did not write. (A
 * migration may insert rows, such as the currency rates; those rows carry the transaction id
 * of the migration run, which the rows of kysely_migration carry too.)
 */
async function refuseUnlessFresh(client: pg.ClientBase, header: BackupHeader): Promise<void> {
  const tables = await listTables(client);
  if (!(await hasMigrationTable(client))) {
    if (tables.length === 0) return;
    throw new TargetNotFreshError(
      `The target database has tables (${tables.map((t) => t.name).join(', ')}) but no ` +
        'migration record, so it is not an empty CoInvest database. Restore into a fresh database.',
    );
  }
  const applied = await appliedMigrations(client);
  if (!isPrefix(applied, header.migrations)) {
    throw new TargetNotFreshError(
      `The target database is migrated to ${lastOf(applied)}, and the backup was made at ` +
        `${lastOf(header.migrations)}. Restore into a fresh database (one with no tables).`,
    );
  }
  const { rows: runs } = await client.query<{ xid: string }>(
    'select distinct xmin::text as xid from public.kysely_migration',
  );
  const migrationRuns = runs.map((run) => run.xid);
  const withData: string[] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ found: boolean }>(
      `select exists (select 1 from public.${ident(table.name)}
                      where xmin::text <> all($1::text[])) as found`,
      [migrationRuns],
    );
    if (rows[0]?.found) withData.push(table.name);
  }
  if (withData.length > 0) {
    throw new TargetNotFreshError(
      `The target database already holds data (in ${withData.join(', ')}). A backup is ` +
        'restored only into a fresh database: an empty one, or one that was only migrated.',
    );
  }
}

async function migrateTarget(url: string, migrations: readonly string[]): Promise<void> {
  const last = migrations.at(-1);
  if (last === undefined) return;
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  try {
    const { error, results } = await new Migrator({
      db,
      provider: migrationProvider,
    }).migrateTo(last);
    if (error !== undefined) {
      const failed = results?.find((result) => result.status === 'Error')?.migrationName;
      const reason = error instanceof Error ? error.message : JSON.stringify(error);
      throw new BackupError(
        `Migrating the target database to ${last} failed${failed ? ` at ${failed}` : ''}: ${reason}`,
        { cause: error },
      );
    }
  } finally {
    await db.destroy();
  }
}

/** The migrated target must have exactly the backup's tables and columns. */
async function checkSchema(client: pg.ClientBase, header: BackupHeader): Promise<void> {
  const target = new Map((await listTables(client)).map((table) => [table.name, table]));
  const problems: string[] = [];
  for (const table of header.tables) {
    const columns = target.get(table.name)?.columns;
    if (!columns) {
      problems.push(`the target has no table ${table.name}`);
      continue;
    }
    const missing = table.columns.filter((column) => !columns.includes(column));
    const extra = columns.filter((column) => !table.columns.includes(column));
    if (missing.length > 0) problems.push(`${table.name} has no column ${missing.join(', ')}`);
    if (extra.length > 0) problems.push(`the backup has no ${table.name}.${extra.join(', ')}`);
    target.delete(table.name);
  }
  if (target.size > 0) problems.push(`the backup has no table ${[...target.keys()].join(', ')}`);
  if (problems.length > 0) {
    throw new BackupError(
      `The backup does not match the schema of migration ${lastOf(header.migrations)}: ` +
        `${problems.join('; ')}.`,
    );
  }
  const broken = keyOutOfOrder(
    header.tables.map((table) => table.name),
    await foreignKeys(client),
  );
  if (broken) {
    throw new BackupError(
      `The backup lists ${broken.table} before ${broken.references}, which it references, ` +
        'so it cannot be loaded in its order.',
    );
  }
}

/** Every identity/serial sequence continues after the restored ids, never reusing one. */
async function resetSequences(client: pg.ClientBase, header: BackupHeader): Promise<void> {
  for (const owned of await ownedSequences(client)) {
    const { rows } = await client.query<{ max: string | null }>(
      `select max(${ident(owned.column)})::text as max from public.${ident(owned.table)}`,
    );
    const dumped = header.sequences.find(
      (s) => s.table === owned.table && s.column === owned.column && s.isCalled,
    );
    const candidates = [rows[0]?.max, dumped?.lastValue]
      .filter((value): value is string => value != null)
      .map((value) => BigInt(value));
    if (candidates.length === 0) {
      await client.query(
        'select setval($1::regclass, seqstart, false) from pg_sequence where seqrelid = $1::regclass',
        [owned.sequence],
      );
    } else {
      const highest = candidates.reduce((a, b) => (b > a ? b : a));
      await client.query('select setval($1::regclass, $2::bigint, true)', [
        owned.sequence,
        highest.toString(),
      ]);
    }
  }
}

async function loadTables(
  client: pg.ClientBase,
  reader: BackupReader,
  header: BackupHeader,
  file: string,
  log: ((message: string) => void) | undefined,
): Promise<Record<string, number>> {
  const tables = header.tables.map((table) => ident(table.name));
  const list = tables.map((table) => `public.${table}`).join(', ');
  if (tables.length > 0) {
    await client.query(`lock table ${list} in access exclusive mode`);
    // Checked again under the lock: nothing wrote to the target since the first check.
    await refuseUnlessFresh(client, header);
    // Rows are restored as they were: no user trigger may change them on the way in, and
    // the audit trail's append-only triggers would refuse the truncate below.
    for (const table of tables) {
      await client.query(`alter table public.${table} disable trigger user`);
    }
    // The migrations' own rows (e.g. currency rates) give way to the backup's.
    await client.query(`truncate table ${list}`);
  }
  await client.query('set constraints all deferred');

  const rows: Record<string, number> = {};
  for (const table of header.tables) {
    const opened = parseSectionTable(await reader.readLine());
    if (opened !== table.name) {
      throw new BackupError(
        `${file} is damaged: expected the rows of ${table.name}, found ${opened ?? 'something else'}.`,
      );
    }
    const copy = copyFrom(
      `copy public.${ident(table.name)} (${table.columns.map(ident).join(', ')}) from stdin`,
    );
    try {
      await pipeline(reader.sectionRows(), client.query(copy));
    } catch (error) {
      if (error instanceof BackupError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new BackupError(`Restoring ${table.name} failed: ${reason}`, { cause: error });
    }
    rows[table.name] = copy.rowCount;
    log?.(`${table.name}: ${copy.rowCount} rows`);
  }

  const trailer = parseTrailer(await reader.readLine());
  if (!trailer) throw new BackupError(`${file} is damaged: its closing line is missing.`);
  for (const table of header.tables) {
    if (trailer.rows[table.name] !== rows[table.name]) {
      throw new BackupError(
        `${file} is damaged: ${table.name} should have ${trailer.rows[table.name]} rows, and ` +
          `${rows[table.name]} were read.`,
      );
    }
  }
  if (!(await reader.atEnd())) {
    throw new BackupError(`${file} is damaged: something follows the end of the backup.`);
  }

  // The deferred keys are checked now: a table with pending checks cannot be altered below.
  await client.query('set constraints all immediate');
  for (const table of tables) {
    await client.query(`alter table public.${table} enable trigger user`);
  }
  await resetSequences(client, header);
  return rows;
}

/**
 * Restores a backup into the fresh database at `url` (no tables, or an empty migrated schema):
 * migrates it to exactly the backup's migrations, then loads every table and resets the
 * sequences in one transaction, so a failure leaves no rows behind. Later migrations are the
 * application's to run (it migrates to the latest at start).
 */
export async function restoreDatabase(
  url: string,
  inFile: string,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  const file = path.resolve(inFile);
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const reader = BackupReader.open(file);
  try {
    const header = parseHeader(await reader.readLine(), file);
    await checkMigrations(header, file);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(SESSION_SETTINGS);
      await refuseUnlessFresh(client, header);
      await migrateTarget(url, header.migrations);
      await client.query('begin');
      try {
        await checkSchema(client, header);
        const rows = await loadTables(client, reader, header, file, options.log);
        await client.query('commit');
        return { file, createdAt: header.createdAt, migrations: header.migrations, rows };
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      }
    } finally {
      await client.end();
    }
  } finally {
    reader.destroy();
  }
}
