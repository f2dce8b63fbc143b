import type { TUnit, TUnitStatistics } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { assertProjectExists } from '../projects/projects.service';
import { toUnit, toUnitStatistics } from './unit.mapper';
import { listUnitsOfProject, unitStatisticsOfProject } from './units.repository';

type Context = Pick<FastifyInstance, 'db'>;

export async function listProjectUnits(ctx: Context, projectId: number): Promise<TUnit[]> {
  await assertProjectExists(ctx, projectId);
  const rows = await listUnitsOfProject(ctx.db, projectId);
  return rows.map(toUnit);
}

export async function getUnitStatistics(ctx: Context, projectId: number): Promise<TUnitStatistics> {
  await assertProjectExists(ctx, projectId);
  return toUnitStatistics(await unitStatisticsOfProject(ctx.db, projectId));
}
