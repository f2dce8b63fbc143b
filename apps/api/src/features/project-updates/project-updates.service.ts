import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  type TNotificationType,
  type TProjectUpdate,
  type TProjectUpdateParsed,
  type TProjectUpdateType,
  NOTIFICATION_TEXTS,
} from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import type { AdminActor } from '../audit/admin-access';
import { recordAudit } from '../audit/record-audit';
import { createNotifications } from '../notifications/create-notifications';
import { assertProjectExists, projectNotFound } from '../projects/projects.service';
import { toProjectUpdate } from './project-update.mapper';
import {
  followersOfProject,
  insertProjectUpdate,
  listUpdatesOfProject,
  lockProjectForUpdatePost,
} from './project-updates.repository';
import { isStorableId } from '../../lib/ids';

type Context = Pick<FastifyInstance, 'db'>;

/** A notification has no 'progress' type: a progress report is an 'other' notification. */
const NOTIFICATION_TYPE_OF_UPDATE: Record<TProjectUpdateType, TNotificationType> = {
  progress: 'other',
  milestone: 'milestone',
  completion: 'completion',
  alert: 'alert',
};

export async function listProjectUpdates(
  ctx: Context,
  projectId: number,
): Promise<TProjectUpdate[]> {
  await assertProjectExists(ctx, projectId);
  const rows = await listUpdatesOfProject(ctx.db, projectId);
  return rows.map(toProjectUpdate);
}

/**
 * Posts an update and tells everyone who follows the project, with its audit record, in one
 * transaction: nobody hears of an update that was not saved, and none is saved unheard.
 */
export async function postProjectUpdate(
  { db }: Context,
  actor: AdminActor,
  projectId: number,
  input: TProjectUpdateParsed,
): Promise<TProjectUpdate> {
  if (!isStorableId(projectId)) throw projectNotFound();
  return db.transaction().execute(async (trx) => {
    const project = await lockProjectForUpdatePost(trx, projectId);
    if (!project) throw projectNotFound();
    const update = toProjectUpdate(
      await insertProjectUpdate(trx, {
        projectId,
        title: input.title,
        description: input.description,
        progressPercentage: input.progressPercentage,
        updateType: input.updateType,
        imageUrl: input.imageUrl,
      }),
    );
    await createNotifications(trx, await followersOfProject(trx, projectId), {
      projectId,
      ...NOTIFICATION_TEXTS.projectUpdate({
        projectTitle: project.title,
        updateTitle: update.title,
        description: update.description,
      }),
      type: NOTIFICATION_TYPE_OF_UPDATE[update.updateType],
    });
    await recordAudit(trx, {
      actor,
      entity: { type: AUDIT_ENTITY_TYPES.projectUpdate, id: update.id },
      action: AUDIT_ACTIONS.projectUpdateCreate,
      after: update,
    });
    return update;
  });
}
