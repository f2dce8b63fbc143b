import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './20261122T0300Z-accounts';

/** Every migration, in order. Listed by hand: bundlers and file scanning do not mix. */
const migrations: Record<string, Migration> = {
  '20261122T0300Z-accounts': accounts,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
