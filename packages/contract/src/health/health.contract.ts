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

export const healthContract = c.router({
  health: {
    method: 'GET',
    path: '/api/health',
    responses: { 200: ZHealthSchema, 503: ZErrorSchema },
    summary: 'Liveness and database reachability.',
  },
});
