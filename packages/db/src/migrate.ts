import { Migrator, NO_MIGRATIONS, type Kysely, type MigrationResultSet } from 'kysely';
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
  check(await migratorFor(db).migrateToLatest(), 'to latest');
}

/** Undoes every migration (tests use it to prove each `down` works). */
export async function migrateDownToZero<Schema>(db: Kysely<Schema>): Promise<void> {
  check(await migratorFor(db).migrateTo(NO_MIGRATIONS), 'down to zero');
}
