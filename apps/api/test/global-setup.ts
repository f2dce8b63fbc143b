// One PostgreSQL server and migrated template for the run; each test file clones its own.
export { vitestGlobalSetup as default } from '@coinvest/db/testing';
