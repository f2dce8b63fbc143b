import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { s } from '../../lib/ts-rest';
import { callerIfSignedIn } from '../auth/auth.service';
import { getUnitStatistics, listProjectUnits } from './units.service';

export function unitsRouter(app: FastifyInstance) {
  return s.router(contract.units, {
    listProjectUnits: async ({ params, request }) => ({
      status: 200,
      body: await listProjectUnits(
        app,
        params.id,
        await callerIfSignedIn(app, request.headers.authorization),
      ),
    }),
    getUnitStatistics: async ({ params, request }) => ({
      status: 200,
      body: await getUnitStatistics(
        app,
        params.id,
        await callerIfSignedIn(app, request.headers.authorization),
      ),
    }),
  });
}
