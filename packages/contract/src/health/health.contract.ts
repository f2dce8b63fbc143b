import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ZErrorSchema } from '../common/error.schemas';

const c = initContract();

export const ZHealthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  version: z.string(),
});
export type THealth = z.infer<typeof ZHealthSchema>;

export const ZLivenessSchema = z.object({ status: z.literal('ok') });
export type TLiveness = z.infer<typeof ZLivenessSchema>;

export const ZReadinessSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  migrations: z.literal('ok'),
});
export type TReadiness = z.infer<typeof ZReadinessSchema>;

/**
 * Why /api/health/ready answered 503 (with errorCode SERVICE_UNAVAILABLE). For operators and
 * probes, not the sites: migrationsPending is followed by the names of the missing migrations.
 */
export const HEALTH_MESSAGES = {
  databaseUnavailable: 'Not ready: the database did not answer',
  migrationsPending: 'Not ready: migrations not applied to the database',
  shuttingDown: 'Not ready: the API is shutting down',
} as const;

export const healthContract = c.router({
  health: {
    method: 'GET',
    path: '/api/health',
    responses: { 200: ZHealthSchema, 503: ZErrorSchema },
    summary: 'Liveness and database reachability.',
  },
  live: {
    method: 'GET',
    path: '/api/health/live',
    responses: { 200: ZLivenessSchema },
    summary:
      'Liveness probe: the process answers. Touches nothing else (a database outage must not get the process restarted).',
  },
  ready: {
    method: 'GET',
    path: '/api/health/ready',
    responses: { 200: ZReadinessSchema, 503: ZErrorSchema },
    summary:
      'Readiness probe: 200 when the database answers within 3 s and every migration of this build is applied; 503 with the failed check in the message otherwise, and while the API shuts down.',
  },
});
