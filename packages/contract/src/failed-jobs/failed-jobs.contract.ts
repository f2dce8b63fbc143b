import { initContract } from '@ts-rest/core';
import { commonErrorResponses } from '../common/error.schemas';
import {
  ZFailedJobIdParamsSchema,
  ZFailedJobsPageSchema,
  ZFailedJobsQuerySchema,
  ZRetriedJobSchema,
} from './failed-jobs.schemas';

const c = initContract();

/** Background jobs that failed for good, for the admin to see and run again. */
export const adminFailedJobsContract = c.router(
  {
    listFailedJobs: {
      method: 'GET',
      path: '/api/secure-admin/failed-jobs',
      query: ZFailedJobsQuerySchema,
      responses: { 200: ZFailedJobsPageSchema },
      summary:
        'Background jobs that failed their last attempt, newest failure first, in keyset pages, with their last error and never their payload (admin only).',
    },
    retryFailedJob: {
      method: 'POST',
      path: '/api/secure-admin/failed-jobs/:jobId/retry',
      pathParams: ZFailedJobIdParamsSchema,
      body: c.noBody(),
      responses: { 202: ZRetriedJobSchema },
      summary:
        'Runs a failed job again from its first attempt, now; 404 when no job with this id has failed for good (it is running, waiting for its next attempt, or gone). Audited as background_job.retry.',
    },
  },
  { commonResponses: commonErrorResponses },
);
