import type { TestProject } from 'vitest/node';
import { startTestPostgres, type TestPostgresContext } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    testPostgres: TestPostgresContext;
  }
}

/**
 * A vitest globalSetup: one PostgreSQL server and migrated template per run. Use it as
 * `export default vitestGlobalSetup` in the file named by `globalSetup`, then in a test file
 * `const t = await createTestDatabase(inject('testPostgres'))`.
 */
export async function vitestGlobalSetup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startTestPostgres();
  project.provide('testPostgres', {
    serverUrl: postgres.serverUrl,
    templateDatabase: postgres.templateDatabase,
  });
  return () => postgres.stop();
}
