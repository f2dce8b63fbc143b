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

export function createKysely(url: string, poolMax = 10): Kysely<DB> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, types, Client: PreparingClient });
  // An idle client's error (a restarted server) must not crash the process; the next query
  // gets a fresh connection.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  return new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    // jsonb documents come back exactly as stored.
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL server to use. Without it an embedded server runs in dataDir. */
  databaseUrl?: string;
  /** Unset: DEFAULT_DATA_DIR, or as root a folder the postgres user can reach. */
  dataDir?: string;
  /** Embedded server only. */
  port?: number;
  poolMax?: number;
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
    const db = createKysely(options.databaseUrl, options.poolMax);
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
  const db = createKysely(url, options.poolMax);
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
