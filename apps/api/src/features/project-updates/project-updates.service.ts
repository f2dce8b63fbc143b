import type { TProjectUpdate } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { assertProjectExists } from '../projects/projects.service';
import { toProjectUpdate } from './project-update.mapper';
import { listUpdatesOfProject } from './project-updates.repository';

type Context = Pick<FastifyInstance, 'db'>;

export async function listProjectUpdates(
  ctx: Context,
  projectId: number,
): Promise<TProjectUpdate[]> {
  await assertProjectExists(ctx, projectId);
  const rows = await listUpdatesOfProject(ctx.db, projectId);
  return rows.map(toProjectUpdate);
}
