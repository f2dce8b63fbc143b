export {
  createTestDatabase,
  startTestPostgres,
  type TestDatabase,
  type TestPostgres,
  type TestPostgresContext,
} from './postgres';
export { vitestGlobalSetup } from './global-setup';
export {
  createAdmin,
  createUser,
  DEFAULT_TEST_PASSWORD,
  type TestUser,
  type UserOverrides,
} from './factories/users';
