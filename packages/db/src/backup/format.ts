// The backup file: one gzip stream of
//
//   {"format":"coinvest-backup","version":1,...header}\n
//   {"table":"users"}\n
//   <the rows of `COPY "users" (...) TO STDOUT` in text format, one line per row>
//   \.\n
//   ... one such section per table, in the header's order (parents before children) ...
//   {"end":"coinvest-backup","rows":{"users":3,...}}\n
//
// COPY's text format writes a backslash in a value as \\ and a newline as \n, so no row line
// is ever `\.` and the end of a section needs no length. The trailer's row counts prove the
// file is complete; gzip's checksum proves its bytes are the ones written.

export const BACKUP_FORMAT = 'coinvest-backup';
export const BACKUP_VERSION = 1;

/** Kysely's migration bookkeeping: recreated by migrating the target, never dumped. */
export const MIGRATION_TABLES: readonly string[] = ['kysely_migration', 'kysely_migration_lock'];

/** The line that ends a table's rows. */
export const END_OF_DATA = Buffer.from('\\.\n');

/** Longest header, section or trailer line read before a file counts as foreign. */
export const MAX_LINE_BYTES = 4 * 1024 * 1024;

export interface BackupTable {
  name: string;
  /** The columns dumped, in the order of the rows' fields (generated columns are left out). */
  columns: string[];
}

/** An identity or serial column's sequence as it was when the backup was made. */
export interface BackupSequence {
  table: string;
  column: string;
  /** bigint as text. */
  lastValue: string;
  /** false: nextval() has never been called, so the next value is lastValue itself. */
  isCalled: boolean;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** The dumped database's name and server version, for people reading the file. */
  database: string;
  serverVersion: string;
  /** Names of the applied migrations (kysely_migration), in order. */
  migrations: string[];
  /** Every table of the public schema but MIGRATION_TABLES, in load order. */
  tables: BackupTable[];
  sequences: BackupSequence[];
}

export interface BackupTrailer {
  end: typeof BACKUP_FORMAT;
  rows: Record<string, number>;
}

/** A refusal or a failure with a message meant for the person running the command. */
export class BackupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackupError';
  }
}

/** The restore's target is not fresh: it holds data, or a schema that is not the backup's. */
export class TargetNotFreshError extends BackupError {
  constructor(message: string) {
    super(message);
    this.name = 'TargetNotFreshError';
  }
}

/**
 * Session settings for both ends, so the text of every value reads back as the same value
 * whatever the server's defaults: dates in ISO, timestamps with their offset, floats with
 * every digit, bytea in hex, and no timeout cutting a long dump or restore short.
 */
export const SESSION_SETTINGS = [
  "set client_encoding = 'UTF8'",
  "set datestyle = 'ISO, YMD'",
  "set intervalstyle = 'postgres'",
  "set timezone = 'UTC'",
  'set extra_float_digits = 3',
  "set bytea_output = 'hex'",
  'set statement_timeout = 0',
  'set lock_timeout = 0',
  'set idle_in_transaction_session_timeout = 0',
].join('; ');

/** A quoted SQL identifier. */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function jsonLine(value: unknown): Buffer {
  return Buffer.from(`${JSON.stringify(value)}\n`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return undefined;
  }
}

function isTable(value: unknown): value is BackupTable {
  return isRecord(value) && typeof value.name === 'string' && isStringArray(value.columns);
}

function isSequence(value: unknown): value is BackupSequence {
  return (
    isRecord(value) &&
    typeof value.table === 'string' &&
    typeof value.column === 'string' &&
    typeof value.lastValue === 'string' &&
    /^-?\d+$/.test(value.lastValue) &&
    typeof value.isCalled === 'boolean'
  );
}

/** The header line, or a refusal saying why the file is not a backup this code reads. */
export function parseHeader(line: string | undefined, file: string): BackupHeader {
  const notABackup = (why: string) => new BackupError(`${file} is not a CoInvest backup (${why}).`);
  if (line === undefined || line === '') throw notABackup('it is empty');
  const value = parseJson(line);
  if (!isRecord(value) || value.format !== BACKUP_FORMAT) {
    throw notABackup('it does not start with a coinvest-backup header');
  }
  if (value.version !== BACKUP_VERSION) {
    throw new BackupError(
      `${file} is a CoInvest backup of format version ${JSON.stringify(value.version)}, and this ` +
        `code reads version ${BACKUP_VERSION}. Restore it with the version of the code that made it.`,
    );
  }
  const damaged = (field: string) =>
    new BackupError(`${file} is damaged: its header's ${field} is missing or malformed.`);
  if (typeof value.createdAt !== 'string') throw damaged('createdAt');
  if (typeof value.database !== 'string') throw damaged('database');
  if (typeof value.serverVersion !== 'string') throw damaged('serverVersion');
  if (!isStringArray(value.migrations)) throw damaged('migrations');
  if (!Array.isArray(value.tables) || !value.tables.every(isTable)) throw damaged('tables');
  if (!Array.isArray(value.sequences) || !value.sequences.every(isSequence)) {
    throw damaged('sequences');
  }
  const names = value.tables.map((table) => table.name);
  if (new Set(names).size !== names.length) throw damaged('tables (a table is listed twice)');
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: value.createdAt,
    database: value.database,
    serverVersion: value.serverVersion,
    migrations: value.migrations,
    tables: value.tables.map(({ name, columns }) => ({ name, columns })),
    sequences: value.sequences.map(({ table, column, lastValue, isCalled }) => ({
      table,
      column,
      lastValue,
      isCalled,
    })),
  };
}

/** The line that opens a table's section; undefined when the line is something else. */
export function parseSectionTable(line: string | undefined): string | undefined {
  if (line === undefined) return undefined;
  const value = parseJson(line);
  return isRecord(value) && typeof value.table === 'string' ? value.table : undefined;
}

export function parseTrailer(line: string | undefined): BackupTrailer | undefined {
  if (line === undefined) return undefined;
  const value = parseJson(line);
  if (!isRecord(value) || value.end !== BACKUP_FORMAT || !isRecord(value.rows)) return undefined;
  const rows: Record<string, number> = {};
  for (const [table, count] of Object.entries(value.rows)) {
    if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) return undefined;
    rows[table] = count;
  }
  return { end: BACKUP_FORMAT, rows };
}
