import type { TUnit, TUnitStatistics } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { unitPictures } from '../pictures/gallery.service';
import type { AuthUser } from '../../lib/access/request-user';
import { assertProjectShown } from '../../lib/projects/project-lookup';
import { toUnit, toUnitStatistics } from './unit.mapper';
import { listUnitsOfProject, unitStatisticsOfProject } from './units.repository';

type Context = Pick<FastifyInstance, 'db'>;

export async function listProjectUnits(
  ctx: Context,
  projectId: number,
  caller: AuthUser | null,
): Promise<TUnit[]> {
  await assertProjectShown(ctx, projectId, caller);
  const rows = await listUnitsOfProject(ctx.db, projectId);
  const pictures = await unitPictures(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...toUnit(row), pictures: pictures.get(row.id) ?? [] }));
}

export async function getUnitStatistics(
  ctx: Context,
  projectId: number,
  caller: AuthUser | null,
): Promise<TUnitStatistics> {
  await assertProjectShown(ctx, projectId, caller);
  return toUnitStatistics(await unitStatisticsOfProject(ctx.db, projectId));
}
