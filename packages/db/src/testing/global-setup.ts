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
export function vitestGlobalSetup(project: TestProject): Promise<() => Promise<void>> {
  return vitestGlobalSetupWith()(project);
}

/** vitestGlobalSetup, with `prepareTemplate` run on the template once it is migrated. */
export function vitestGlobalSetupWith(
  prepareTemplate?: (templateUrl: string) => Promise<void>,
): (project: TestProject) => Promise<() => Promise<void>> {
  return async (project) => {
    const postgres = await startTestPostgres(prepareTemplate);
    project.provide('testPostgres', {
      serverUrl: postgres.serverUrl,
      templateDatabase: postgres.templateDatabase,
    });
    return () => postgres.stop();
  };
}
