import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createKysely } from '../database';
import { databaseUrl, startEmbeddedPostgres, type EmbeddedServer } from '../embedded-postgres';
import { migrateToLatest } from '../migrate';
import { freePort } from './ports';
import type { DB } from '../schema';

/** What test files need to clone databases: serialisable, so vitest can `provide` it. */
export interface TestPostgresContext {
  serverUrl: string;
  templateDatabase: string;
}

export interface TestPostgres extends TestPostgresContext {
  stop(): Promise<void>;
}

export interface TestDatabase {
  url: string;
  db: Kysely<DB>;
  destroy(): Promise<void>;
}

function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(5).toString('hex')}`;
}

/** One short connection to `url` (a server's maintenance database or a test database). */
export async function withClient<T>(
  url: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function startThrowawayServer(): Promise<EmbeddedServer> {
  // Another process may take the free port between the probe and the start: try again.
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'coinvest-test-pg-'));
    try {
      return await startEmbeddedPostgres({
        dataDir,
        port: await freePort(),
        persistent: false,
        // Durability is worthless for a server that is deleted after the run.
        postgresFlags: [
          '-c',
          'fsync=off',
          '-c',
          'synchronous_commit=off',
          '-c',
          'full_page_writes=off',
        ],
      });
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * Starts the PostgreSQL server for a test run (TEST_DATABASE_URL's server when set, else a
 * throwaway embedded one) and a migrated template database to clone per test file.
 */
export async function startTestPostgres(
  /** Runs on the migrated template before it is cloned: schemas the database migrations do not own. */
  prepareTemplate?: (templateUrl: string) => Promise<void>,
): Promise<TestPostgres> {
  const externalUrl = process.env.TEST_DATABASE_URL;
  let embedded: EmbeddedServer | undefined;
  let serverUrl: string;
  if (externalUrl) {
    serverUrl = externalUrl;
  } else {
    embedded = await startThrowawayServer();
    serverUrl = embedded.serverUrl;
  }
  const templateDatabase = uniqueName('coinvest_template');

  const stop = async () => {
    if (embedded) {
      await embedded.stop();
    } else {
      await withClient(serverUrl, (client) =>
        client.query(`drop database if exists ${client.escapeIdentifier(templateDatabase)}`),
      );
    }
  };

  try {
    await withClient(serverUrl, (client) =>
      client.query(`create database ${client.escapeIdentifier(templateDatabase)}`),
    );
    // A database is cloned only while nobody is connected to it: close the pool after.
    const db = createKysely(databaseUrl(serverUrl, templateDatabase), 1);
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    await prepareTemplate?.(databaseUrl(serverUrl, templateDatabase));
  } catch (error) {
    await stop();
    throw error;
  }

  return { serverUrl, templateDatabase, stop };
}

const SOURCE_IN_USE = '55006';

/** A fresh database cloned from the migrated template, so test files run in parallel. */
export async function createTestDatabase(ctx: TestPostgresContext): Promise<TestDatabase> {
  const name = uniqueName('coinvest_test');
  await withClient(ctx.serverUrl, async (client) => {
    const statement = `create database ${client.escapeIdentifier(name)} template ${client.escapeIdentifier(ctx.templateDatabase)}`;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(statement);
        return;
      } catch (error) {
        // Two clones starting at once may briefly see each other on the template.
        const code = (error as { code?: string }).code;
        if (code !== SOURCE_IN_USE || attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });

  const url = databaseUrl(ctx.serverUrl, name);
  const db = createKysely(url, 5);
  return {
    url,
    db,
    destroy: async () => {
      await db.destroy();
      await withClient(ctx.serverUrl, (client) =>
        client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`),
      );
    },
  };
}
