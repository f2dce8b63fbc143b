import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  appliedMigrations,
  foreignKeys,
  hasMigrationTable,
  listTables,
  loadOrder,
  ownedSequences,
  type CatalogTable,
} from './catalog';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  END_OF_DATA,
  ident,
  jsonLine,
  SESSION_SETTINGS,
  type BackupHeader,
  type BackupSequence,
  type BackupTrailer,
} from './format';

export interface DumpOptions {
  log?: (message: string) => void;
}

export interface DumpSummary {
  file: string;
  migrations: string[];
  /** Rows per table, in the file's order. */
  rows: Record<string, number>;
}

function copyToStatement(table: CatalogTable): string {
  const columns = table.columns.map(ident).join(', ');
  // COPY reads a partitioned table's rows only through a query.
  return table.kind === 'p'
    ? `copy (select ${columns} from public.${ident(table.name)}) to stdout`
    : `copy public.${ident(table.name)} (${columns}) to stdout`;
}

function countNewlines(chunk: Buffer): number {
  let count = 0;
  for (let at = chunk.indexOf(0x0a); at >= 0; at = chunk.indexOf(0x0a, at + 1)) count += 1;
  return count;
}

async function sequenceStates(client: pg.ClientBase): Promise<BackupSequence[]> {
  const states: BackupSequence[] = [];
  for (const owned of await ownedSequences(client)) {
    const { rows } = await client.query<{ lastValue: string; isCalled: boolean }>(
      `select last_value::text as "lastValue", is_called as "isCalled" from ${owned.sequence}`,
    );
    const state = rows[0];
    if (state) states.push({ table: owned.table, column: owned.column, ...state });
  }
  return states;
}

/**
 * Writes a logical backup of the database at `url` to `outFile` (gzip; see format.ts): every
 * table of the public schema from one consistent snapshot, streamed, so memory stays small
 * however big the tables are. The file appears only once complete; an existing file is never
 * overwritten.
 */
export async function dumpDatabase(
  url: string,
  outFile: string,
  options: DumpOptions = {},
): Promise<DumpSummary> {
  const file = path.resolve(outFile);
  if (existsSync(file)) {
    throw new BackupError(`${file} already exists; choose another file name.`);
  }
  const partial = `${file}.partial`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(SESSION_SETTINGS);
    // One snapshot for every table: the backup is what the database held at one instant.
    await client.query('begin isolation level repeatable read read only');
    if (!(await hasMigrationTable(client))) {
      throw new BackupError(
        'The database has no kysely_migration table: it holds no CoInvest data to back up.',
      );
    }
    const migrations = await appliedMigrations(client);
    const tables = await listTables(client);
    const byName = new Map(tables.map((table) => [table.name, table]));
    const ordered = loadOrder(
      tables.map((table) => table.name),
      await foreignKeys(client),
    ).map((name) => byName.get(name) as CatalogTable);
    const { rows: about } = await client.query<{ database: string; version: string }>(
      "select current_database() as database, current_setting('server_version') as version",
    );
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      database: about[0]?.database ?? '',
      serverVersion: about[0]?.version ?? '',
      migrations,
      tables: ordered.map(({ name, columns }) => ({ name, columns })),
      // Read after the snapshot began, so no id visible in it is beyond these values.
      sequences: await sequenceStates(client),
    };

    const rows: Record<string, number> = {};
    await mkdir(path.dirname(file), { recursive: true });
    await pipeline(
      async function* () {
        yield jsonLine(header);
        for (const table of ordered) {
          yield jsonLine({ table: table.name });
          let count = 0;
          // COPY's text format ends every row with one newline (a newline inside a value is
          // written as \n), so counting newlines counts rows.
          for await (const chunk of client.query(copyTo(copyToStatement(table)))) {
            const bytes = chunk as Buffer;
            count += countNewlines(bytes);
            yield bytes;
          }
          rows[table.name] = count;
          options.log?.(`${table.name}: ${count} rows`);
          yield END_OF_DATA;
        }
        const trailer: BackupTrailer = { end: BACKUP_FORMAT, rows };
        yield jsonLine(trailer);
      },
      createGzip(),
      // Backups hold password hashes and personal data: readable by their owner only.
      createWriteStream(partial, { flags: 'w', mode: 0o600 }),
    );
    await client.query('commit');
    await rename(partial, file);
    return { file, migrations, rows };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}
