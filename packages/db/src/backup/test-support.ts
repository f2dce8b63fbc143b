// Helpers for the backup tests: exact table contents, and databases without the template.
import { randomBytes } from 'node:crypto';
import { databaseUrl } from '../embedded-postgres';
import type { TestPostgresContext } from '../testing';
import { withClient } from '../testing/postgres';
import { appliedMigrations, listTables, primaryKeyColumns } from './catalog';
import { ident, SESSION_SETTINGS } from './format';

export interface DatabaseContents {
  migrations: string[];
  /** Every row's text (PostgreSQL's own record output), ordered by primary key. */
  tables: Record<string, string[]>;
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

/** A database with no tables at all (not cloned from the migrated template). */
export async function createEmptyDatabase(ctx: TestPostgresContext): Promise<ScratchDatabase> {
  const name = `coinvest_empty_${process.pid}_${randomBytes(5).toString('hex')}`;
  await withClient(ctx.serverUrl, (client) => client.query(`create database ${ident(name)}`));
  return {
    url: databaseUrl(ctx.serverUrl, name),
    destroy: () =>
      withClient(ctx.serverUrl, (client) =>
        client.query(`drop database if exists ${ident(name)} with (force)`),
      ).then(() => undefined),
  };
}
