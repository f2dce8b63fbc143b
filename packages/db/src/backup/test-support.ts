// Helpers for the backup tests: exact table contents, and databases without the template.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestPostgresContext } from '../testing';
import { appliedMigrations, listTables, primaryKeyColumns } from './catalog';
import { ident, SESSION_SETTINGS } from './format';

export interface DatabaseContents {
  migrations: string[];
  /** Every row's text (PostgreSQL's own record output), ordered by primary key. */
  tables: Record<string, string[]>;
}

export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** What a database holds, exactly: the text of every value, in the same session settings. */
export function contentsOf(url: string): Promise<DatabaseContents> {
  return withClient(url, async (client) => {
    await client.query(SESSION_SETTINGS);
    const tables: Record<string, string[]> = {};
    for (const table of await listTables(client)) {
      const key = await primaryKeyColumns(client, table.name);
      const order = key.length > 0 ? key.map(ident).join(', ') : 't::text';
      const { rows } = await client.query<{ row: string }>(
        `select t::text as row from public.${ident(table.name)} t order by ${order}`,
      );
      tables[table.name] = rows.map((r) => r.row);
    }
    return { migrations: await appliedMigrations(client), tables };
  });
}

export interface ScratchDatabase {
  url: string;
  destroy(): Promise<void>;
}

function urlOf(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

/** A database with no tables at all (not cloned from the migrated template). */
export async function createEmptyDatabase(ctx: TestPostgresContext): Promise<ScratchDatabase> {
  const name = `coinvest_empty_${process.pid}_${randomBytes(5).toString('hex')}`;
  await withClient(ctx.serverUrl, (client) => client.query(`create database ${ident(name)}`));
  return {
    url: urlOf(ctx.serverUrl, name),
    destroy: () =>
      withClient(ctx.serverUrl, (client) =>
        client.query(`drop database if exists ${ident(name)} with (force)`),
      ).then(() => undefined),
  };
}
