// Where the backup and restore commands find their database: DATABASE_URL's server, or the
// embedded PostgreSQL the API uses (PG_DATA_DIR, PG_PORT), started only when not running.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEFAULT_EMBEDDED_PORT, EMBEDDED_DATABASE, openDatabase } from '../database';
import { BackupError, ident } from './format';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** `npm start` runs the API here: its default data folder is relative to this folder. */
const API_DIR = path.join(REPO_ROOT, 'apps', 'api');

export interface BackupCliEnvironment {
  databaseUrl: string | undefined;
  /**
   * Absolute: a relative PG_DATA_DIR counts from where the command was typed, as for
   * `npm start`. Unset: the API's default folder.
   */
  dataDir: string | undefined;
  port: number;
  /** Where the person typed the command (pnpm runs scripts in the package's folder). */
  callerDir: string;
}

/** The backup and restore commands' environment (the other commands' is in cli/environment). */
export function readBackupCliEnvironment(
  env: NodeJS.ProcessEnv = process.env,
): BackupCliEnvironment {
  const portText = env.PG_PORT?.trim();
  const port = portText ? Number(portText) : DEFAULT_EMBEDDED_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new BackupError(`PG_PORT must be a port number (1-65535), not '${portText}'.`);
  }
  const callerDir = env.INIT_CWD || process.cwd();
  const dataDir = env.PG_DATA_DIR?.trim();
  return {
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: dataDir ? path.resolve(callerDir, dataDir) : undefined,
    port,
    callerDir,
  };
}

/** A file named on the command line, relative to where the command was typed. */
export function fileFromCaller(file: string, env: BackupCliEnvironment): string {
  return path.resolve(env.callerDir, file);
}

/** .data/backups/coinvest-20261122T030000Z.backup.gz under the repository (git ignores .data). */
export function defaultBackupFile(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return path.join(REPO_ROOT, '.data', 'backups', `coinvest-${stamp}.backup.gz`);
}

/** The embedded server's database (user and password as packages/db starts it). */
export function embeddedDatabaseUrl(port: number): string {
  return `postgres://postgres:postgres@localhost:${port}/${EMBEDDED_DATABASE}`;
}

function errorCode(error: unknown): string | undefined {
  return (error as { code?: string } | undefined)?.code;
}

function isRefused(error: unknown): boolean {
  if (error instanceof AggregateError) return error.errors.every(isRefused);
  return errorCode(error) === 'ECONNREFUSED';
}

type Probe = { answer: 'connected' } | { answer: 'nothing' } | { answer: 'error'; error: unknown };

/** Whether a PostgreSQL server accepts `url`, without waiting long for one that is not there. */
async function probe(url: string): Promise<Probe> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.end();
    return { answer: 'connected' };
  } catch (error) {
    await client.end().catch(() => undefined);
    return isRefused(error) ? { answer: 'nothing' } : { answer: 'error', error };
  }
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface CliDatabase {
  url: string;
  /** For messages: 'DATABASE_URL', 'the embedded PostgreSQL on port 54329'... */
  description: string;
  /** The embedded server's data folder, when these commands started it. */
  dataDir?: string;
  close(): Promise<void>;
}

/**
 * Starts the embedded server in the folder `npm start` gives the API: PG_DATA_DIR, or the
 * default that packages/db picks when the API runs in apps/api (apps/api/.data/postgres, or
 * as root where the postgres user can reach).
 */
async function startEmbedded(
  env: BackupCliEnvironment,
  log: (message: string) => void,
): Promise<CliDatabase> {
  if (existsSync(API_DIR)) process.chdir(API_DIR);
  const database = await openDatabase({ dataDir: env.dataDir, port: env.port, log });
  const dataDir = database.dataDir ?? env.dataDir;
  return {
    url: database.url,
    description: `the embedded PostgreSQL in ${dataDir}`,
    dataDir,
    close: () => database.close(),
  };
}

/**
 * The database to back up: DATABASE_URL, else the embedded server already running on PG_PORT
 * (the API holds it while it runs), else the embedded server started for the backup.
 */
export async function openBackupSource(
  env: BackupCliEnvironment,
  log: (message: string) => void,
): Promise<CliDatabase> {
  if (env.databaseUrl) {
    return { url: env.databaseUrl, description: 'DATABASE_URL', close: () => Promise.resolve() };
  }
  const url = embeddedDatabaseUrl(env.port);
  const found = await probe(url);
  if (found.answer === 'connected') {
    return {
      url,
      description: `the running embedded PostgreSQL on port ${env.port}`,
      close: () => Promise.resolve(),
    };
  }
  if (found.answer === 'error') {
    throw new BackupError(
      `A server answers on port ${env.port}, but not as the embedded PostgreSQL with a ` +
        `${EMBEDDED_DATABASE} database: ${reason(found.error)}. Set DATABASE_URL to back up another server.`,
      { cause: found.error },
    );
  }
  log(`Nothing answers on port ${env.port}: starting the embedded PostgreSQL for the backup.`);
  return startEmbedded(env, log);
}

/** Creates the database DATABASE_URL names when its server does not have it yet. */
async function createDatabaseIfMissing(url: string, log: (message: string) => void) {
  const found = await probe(url);
  if (found.answer === 'connected') return;
  if (found.answer === 'error' && errorCode(found.error) === '3D000') {
    const target = new URL(url);
    const name = decodeURIComponent(target.pathname.slice(1));
    target.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: target.toString() });
    await admin.connect();
    try {
      await admin.query(`create database ${ident(name)}`);
    } finally {
      await admin.end();
    }
    log(`Created the database ${name}.`);
    return;
  }
  const cause = found.answer === 'error' ? found.error : undefined;
  throw new BackupError(
    `Cannot connect to DATABASE_URL: ${cause ? reason(cause) : 'nothing answers'}.`,
    { cause },
  );
}

/**
 * The database to restore into: DATABASE_URL's (created when missing), else the embedded
 * server started for the restore in PG_DATA_DIR, a new folder or one with a fresh database.
 * A server already running on PG_PORT is refused: it is the API's, and holds data.
 */
export async function openRestoreTarget(
  env: BackupCliEnvironment,
  log: (message: string) => void,
): Promise<CliDatabase> {
  if (env.databaseUrl) {
    await createDatabaseIfMissing(env.databaseUrl, log);
    return { url: env.databaseUrl, description: 'DATABASE_URL', close: () => Promise.resolve() };
  }
  const found = await probe(embeddedDatabaseUrl(env.port));
  if (found.answer !== 'nothing') {
    throw new BackupError(
      `A server already answers on port ${env.port} (is the API running?). Stop it, or restore ` +
        'on another port (PG_PORT=...) into a new data folder (PG_DATA_DIR=...), or set DATABASE_URL.',
    );
  }
  return startEmbedded(env, log);
}

/** Runs a command: a BackupError is printed as its message, and any failure exits with 1. */
export async function runCli(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    const expected =
      error instanceof BackupError ||
      (error instanceof Error && error.name === 'EmbeddedPostgresError');
    if (expected) console.error(`[db] ${error.message}`);
    else console.error(error);
    process.exitCode = 1;
  }
}
