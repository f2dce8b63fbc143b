import type { TUnit, TUnitStatistics } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { unitPictures } from '../pictures/gallery.service';
import { assertProjectExists } from '../projects/projects.service';
import { toUnit, toUnitStatistics } from './unit.mapper';
import { listUnitsOfProject, unitStatisticsOfProject } from './units.repository';

type Context = Pick<FastifyInstance, 'db'>;

export async function listProjectUnits(ctx: Context, projectId: number): Promise<TUnit[]> {
  await assertProjectExists(ctx, projectId);
  const rows = await listUnitsOfProject(ctx.db, projectId);
  const pictures = await unitPictures(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...toUnit(row), pictures: pictures.get(row.id) ?? [] }));
}

export async function getUnitStatistics(ctx: Context, projectId: number): Promise<TUnitStatistics> {
  await assertProjectExists(ctx, projectId);
  return toUnitStatistics(await unitStatisticsOfProject(ctx.db, projectId));
}
