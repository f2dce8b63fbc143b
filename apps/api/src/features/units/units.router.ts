import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { s } from '../../lib/ts-rest';
import { getUnitStatistics, listProjectUnits } from './units.service';

export function unitsRouter(app: FastifyInstance) {
  return s.router(contract.units, {
    listProjectUnits: async ({ params }) => ({
      status: 200,
      body: await listProjectUnits(app, params.id),
    }),
    getUnitStatistics: async ({ params }) => ({
      status: 200,
      body: await getUnitStatistics(app, params.id),
    }),
  });
}
