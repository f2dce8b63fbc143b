export {
  createKysely,
  openDatabase,
  poolUse,
  DEFAULT_POOL_LIMITS,
  DEFAULT_DATA_DIR,
  DEFAULT_EMBEDDED_PORT,
  type OpenDatabaseOptions,
  type OpenedDatabase,
  type PoolLimits,
  type PoolUse,
} from './database';
export { migrateToLatest, migrateDownToZero, pendingMigrations } from './migrate';
export { hashPassword, verifyPassword } from './passwords';
export { prepareStatement } from './prepared-statements';
export { ensureAdmin, type EnsureAdminOptions, type EnsureAdminResult } from './seed/admin';
export { DEMO_INVESTOR, seedDemoData, type SeedDemoDataOptions } from './seed/demo-data';
export { DEMO_PROJECTS } from './seed/projects';
export { tableColumns } from './schema';
export type * from './schema';
