export {
  createTestDatabase,
  startTestPostgres,
  type TestDatabase,
  type TestPostgres,
  type TestPostgresContext,
} from './postgres';
export { vitestGlobalSetup, vitestGlobalSetupWith } from './global-setup';
export { acceptsConnections, freePort } from './ports';
export {
  createAdmin,
  createUser,
  DEFAULT_TEST_PASSWORD,
  type TestUser,
  type UserOverrides,
} from './factories/users';
export { createDeveloper, createProject, createProjectUpdate } from './factories/projects';
export { createUnit, type UnitOverrides } from './factories/units';
export { createInvestment, type InvestmentOverrides } from './factories/investments';
export { createKycVerification } from './factories/kyc';
