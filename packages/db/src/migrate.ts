import {
  DEFAULT_MIGRATION_TABLE,
  Migrator,
  NO_MIGRATIONS,
  sql,
  type Kysely,
  type MigrationResultSet,
} from 'kysely';
import { migrationProvider } from './migrations';

// Migrations write their own snake_case names, so they run without the CamelCasePlugin.
function migratorFor<Schema>(db: Kysely<Schema>): Migrator {
  return new Migrator({ db: db.withoutPlugins(), provider: migrationProvider });
}

function check({ error, results }: MigrationResultSet, direction: string): void {
  if (error === undefined) return;
  const failed = results?.find((r) => r.status === 'Error')?.migrationName;
  const reason = error instanceof Error ? error.message : JSON.stringify(error);
  throw new Error(`Migrating ${direction} failed${failed ? ` at ${failed}` : ''}: ${reason}`, {
    cause: error,
  });
}

export async function migrateToLatest<Schema>(db: Kysely<Schema>): Promise<void> {
  // A migration may rewrite a large table: the pool's statement time-out is for requests. RESET
  // gives the connection back with the value it opened with.
  const result = await db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      return await migratorFor(connection).migrateToLatest();
    } finally {
      await sql`reset statement_timeout`.execute(connection);
    }
  });
  check(result, 'to latest');
}

/** Undoes every migration (tests use it to prove each `down` works). */
export async function migrateDownToZero<Schema>(db: Kysely<Schema>): Promise<void> {
  check(await migratorFor(db).migrateTo(NO_MIGRATIONS), 'down to zero');
}

const UNDEFINED_TABLE = '42P01';

/**
 * The migrations this code knows that the database has not applied, oldest first (empty: up to
 * date). One small query, for readiness probes: Migrator.getMigrations introspects every table.
 * Applied migrations this code does not know (a newer build migrated) do not count.
 */
export async function pendingMigrations<Schema>(db: Kysely<Schema>): Promise<string[]> {
  const known = Object.keys(await migrationProvider.getMigrations()).sort();
  let applied: Set<string>;
  try {
    const { rows } = await sql<{ name: string }>`
      select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db.withoutPlugins());
    applied = new Set(rows.map((row) => row.name));
  } catch (error) {
    // Never migrated: no migration table yet.
    if ((error as { code?: string }).code !== UNDEFINED_TABLE) throw error;
    applied = new Set();
  }
  return known.filter((name) => !applied.has(name));
}
