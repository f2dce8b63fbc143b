import { vitestGlobalSetupWith } from '@coinvest/db/testing';
import { migrateJobQueue } from '../src/lib/jobs/job-queue-schema';

// One PostgreSQL server and migrated template for the run; each test file clones its own. The
// job queue's schema is the API's own: in the template too, as the server migrates it at start.
export default vitestGlobalSetupWith(migrateJobQueue);
