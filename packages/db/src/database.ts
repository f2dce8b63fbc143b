import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import {
  databaseUrl,
  defaultDataDir,
  ensureDatabase,
  startEmbeddedPostgres,
} from './embedded-postgres';
import { PreparingClient } from './prepared-statements';
import type { DB } from './schema';

export const DEFAULT_DATA_DIR = '.data/postgres';
export const DEFAULT_EMBEDDED_PORT = 54329;
export const EMBEDDED_DATABASE = 'coinvest';

const DATE_OID = 1082;

// numeric and bigint already come back as strings. A `date` would become a Date at local
// midnight, which shifts the day across time zones: keep it as its 'YYYY-MM-DD' text.
const types = new pg.TypeOverrides();
types.setTypeParser(DATE_OID, 'text', (value) => value);

/** How the pool and each of its connections are bounded. */
export interface PoolLimits {
  /** Connections open at once at most. */
  max?: number;
  /** A query waiting this long for a connection (none free, or the server not answering) fails. */
  connectionTimeoutMs?: number;
  /** The server cancels a statement running longer (0: not set, the server's own setting holds). */
  statementTimeoutMs?: number;
  /** The server ends a session left idle this long inside an open transaction (0: not set). */
  idleInTransactionTimeoutMs?: number;
}

export const DEFAULT_POOL_LIMITS: Required<PoolLimits> = {
  max: 10,
  connectionTimeoutMs: 5_000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 60_000,
};

/** How busy a pool is: connections open, those idle among them, and queries waiting for one. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

const pools = new WeakMap<Kysely<DB>, pg.Pool>();

/** The pool behind a createKysely database (undefined for any other Kysely), for metrics. */
export function poolUse(db: Kysely<DB>): PoolUse | undefined {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/** A database over a pool; a number is the pool's size, the other limits at their defaults. */
export function createKysely(url: string, limits: number | PoolLimits = {}): Kysely<DB> {
  const { max, connectionTimeoutMs, statementTimeoutMs, idleInTransactionTimeoutMs } = {
    ...DEFAULT_POOL_LIMITS,
    ...(typeof limits === 'number' ? { max: limits } : limits),
  };
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: connectionTimeoutMs,
    // Sent when each connection opens, so they hold for every statement on it.
    statement_timeout: statementTimeoutMs,
    idle_in_transaction_session_timeout: idleInTransactionTimeoutMs,
    types,
    Client: PreparingClient,
  });
  // An idle client's error (a restarted server) must not crash the process; the next query
  // gets a fresh connection.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    // jsonb documents come back exactly as stored.
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
  pools.set(db, pool);
  return db;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL server to use. Without it an embedded server runs in dataDir. */
  databaseUrl?: string;
  /** Unset: DEFAULT_DATA_DIR, or as root a folder the postgres user can reach. */
  dataDir?: string;
  /** Embedded server only. */
  port?: number;
  /** Unset: DEFAULT_POOL_LIMITS. */
  pool?: PoolLimits;
  log?: (msg: string) => void;
}

export interface OpenedDatabase {
  db: Kysely<DB>;
  url: string;
  embedded: boolean;
  /** The embedded server's data folder. */
  dataDir?: string;
  close(): Promise<void>;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const db = createKysely(options.databaseUrl, options.pool);
    return { db, url: options.databaseUrl, embedded: false, close: () => db.destroy() };
  }

  const port = options.port ?? DEFAULT_EMBEDDED_PORT;
  const dataDir = options.dataDir ?? defaultDataDir(DEFAULT_DATA_DIR);
  options.log?.(`Starting embedded PostgreSQL in ${dataDir} on port ${port}`);
  const server = await startEmbeddedPostgres({
    dataDir,
    port,
    persistent: true,
    log: options.log,
  });
  try {
    await ensureDatabase(server.serverUrl, EMBEDDED_DATABASE);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const url = databaseUrl(server.serverUrl, EMBEDDED_DATABASE);
  const db = createKysely(url, options.pool);
  return {
    db,
    url,
    embedded: true,
    dataDir: server.dataDir,
    close: async () => {
      await db.destroy();
      await server.stop();
    },
  };
}
