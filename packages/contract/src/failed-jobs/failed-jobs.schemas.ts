import { z } from 'zod';
import { adminKeysetPageSchema, ZAdminKeysetQuerySchema } from '../admin-common/admin-page.schemas';
import { ZTimestampSchema } from '../common/money-string.schemas';

// Keys are unique across every message group: the sites' catalogs hold them side by side.
export const FAILED_JOB_MESSAGES = {
  failedJobIdInvalid: 'A job id must be a whole number from 1',
  failedJobNotFound:
    'No failed job has this id: it may be running or waiting for its next attempt, or be gone',
  failedJobRetried: 'The job will run again in a moment',
} as const;

/** The queue's job ids are PostgreSQL bigints: up to 19 digits, beyond a JavaScript number. */
const MAX_JOB_ID = 9_223_372_036_854_775_807n;

/** GET /api/secure-admin/failed-jobs: newest failure first, in keyset pages. */
export const ZFailedJobsQuerySchema = ZAdminKeysetQuerySchema;
export type TFailedJobsQuery = z.input<typeof ZFailedJobsQuerySchema>;

/** /api/secure-admin/failed-jobs/{jobId}/retry: the id as digits, kept as text. */
export const ZFailedJobIdParamsSchema = z.object({
  jobId: z
    .string()
    .regex(/^[1-9]\d{0,18}$/, FAILED_JOB_MESSAGES.failedJobIdInvalid)
    // Refinements run after a failed pattern too: only digits are read as a number.
    .refine(
      (id) => !/^\d+$/.test(id) || BigInt(id) <= MAX_JOB_ID,
      FAILED_JOB_MESSAGES.failedJobIdInvalid,
    ),
});

/**
 * A background job that failed its last attempt: what ran and why it failed, never its payload
 * (which can name people).
 */
export const ZFailedJobSchema = z.object({
  /** A bigint, as its digits. */
  id: z.string(),
  /** The task in words ('E-mail delivery'); a task without words shows its identifier. */
  task: z.string(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When its last attempt failed. */
  failedAt: ZTimestampSchema,
  createdAt: ZTimestampSchema,
});
export type TFailedJob = z.infer<typeof ZFailedJobSchema>;

export const ZFailedJobsPageSchema = adminKeysetPageSchema(ZFailedJobSchema);
export type TFailedJobsPage = z.infer<typeof ZFailedJobsPageSchema>;

/** A retried job: it runs again from its first attempt, soon. */
export const ZRetriedJobSchema = z.object({
  message: z.string(),
  job: z.object({
    id: z.string(),
    task: z.string(),
    attempts: z.number().int(),
    maxAttempts: z.number().int(),
    /** When it runs again. */
    runAt: ZTimestampSchema,
  }),
});
export type TRetriedJob = z.infer<typeof ZRetriedJobSchema>;
