import { Logger, runMigrations } from 'graphile-worker';

/** A failed migration throws; its progress lines are of no use to anyone. */
const quiet = new Logger(() => () => undefined);

/**
 * Creates or updates graphile-worker's schema (`graphile_worker`), as server.ts does after the
 * database's own migrations: requests add jobs from the first one on, whether this instance
 * runs a worker or not.
 */
export function migrateJobQueue(connectionString: string): Promise<void> {
  return runMigrations({ connectionString, logger: quiet });
}
