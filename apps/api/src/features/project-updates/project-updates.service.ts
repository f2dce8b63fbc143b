import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  ERROR_CODES,
  PROJECT_UPDATE_MESSAGES,
  type TNotificationType,
  type TProjectUpdate,
  type TPlatformUpdateParsed,
  type TProjectUpdateAuthor,
  type TProjectUpdateParsed,
  type TProjectUpdateType,
  NOTIFICATION_TEXTS,
} from '@coinvest/contract';
import type { ProjectUpdateRow } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../lib/access/request-user';
import type { Executor } from '../../lib/executor';
import type { AdminActor } from '../../lib/access/admin-access';
import { recordAudit } from '../../lib/audit/record-audit';
import { createNotifications } from '../notifications/create-notifications';
import {
  assertProjectExists,
  assertProjectShown,
  projectNotFound,
} from '../../lib/projects/project-lookup';
import {
  attachEvidence,
  positionOf,
  prepareEvidencePhotos,
  proofOfUpdates,
} from './update-evidence';
import { deletePictureFiles } from '../pictures/picture-store';
import { toProjectUpdate } from './project-update.mapper';
import {
  followersOfProject,
  insertProjectUpdate,
  latestUpdateTime,
  listUpdatesOfProject,
  lockProjectForUpdatePost,
} from './project-updates.repository';
import { isStorableId } from '../../lib/ids';
import { BadRequestError } from '../../lib/errors';
import { findMilestone } from '../progress/schedule.repository';

type Context = Pick<FastifyInstance, 'db'>;
type PostContext = Pick<FastifyInstance, 'db' | 'storage'>;

/** An update as it is stored: whoever wrote it, with the progress it claims, if any. */
type UpdateToPost = Omit<TProjectUpdateParsed, 'progressPercentage'> & {
  progressPercentage: number | null;
  author: TProjectUpdateAuthor;
};

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
  caller: AuthUser | null,
): Promise<TProjectUpdate[]> {
  await assertProjectShown(ctx, projectId, caller);
  return withProof(ctx.db, await listUpdatesOfProject(ctx.db, projectId));
}

/** Updates as clients see them, each with its evidence and verification. */
export async function withProof(
  db: Executor,
  rows: readonly ProjectUpdateRow[],
): Promise<TProjectUpdate[]> {
  const proof = await proofOfUpdates(db, rows);
  return rows.map((row) => toProjectUpdate(row, proof.get(row.id)!));
}

/** The developer's report of progress, which the admin enters for it, with evidence photos. */
export function postProjectUpdate(
  ctx: PostContext,
  actor: AdminActor,
  projectId: number,
  input: TProjectUpdateParsed,
  photos: readonly Buffer[] = [],
): Promise<TProjectUpdate> {
  return postUpdate(ctx, actor, projectId, { ...input, author: 'developer' }, photos);
}

/**
 * The platform's own note on the admin site: it claims no progress, so it is never 'reported'
 * for an inspector, and is labelled the platform's, not the developer's. A draft takes one, as
 * it takes the developer's reports.
 */
export function postPlatformUpdate(
  ctx: PostContext,
  actor: AdminActor,
  projectId: number,
  input: TPlatformUpdateParsed,
): Promise<TProjectUpdate> {
  return postUpdate(ctx, actor, projectId, {
    ...input,
    progressPercentage: null,
    milestoneId: null,
    author: 'platform',
  });
}

/**
 * Posts an update, with its evidence photos, and tells everyone who follows the project, with
 * its audit record, in one transaction: nobody hears of an update that was not saved, and none
 * is saved unheard. An update that claims progress (a percent or a milestone) is 'reported'
 * until an inspector signs it off. Photos stored before a rollback are removed.
 */
async function postUpdate(
  { db, storage }: PostContext,
  actor: AdminActor,
  projectId: number,
  input: UpdateToPost,
  photos: readonly Buffer[] = [],
): Promise<TProjectUpdate> {
  if (!isStorableId(projectId)) throw projectNotFound();
  // An unknown project is refused before any photo is decoded, and photos are decoded before
  // the transaction, so the project is not locked while they are.
  await assertProjectExists({ db }, projectId);
  const prepared = await prepareEvidencePhotos(photos);
  const storedKeys: string[] = [];
  try {
    return await db.transaction().execute(async (trx) => {
      const project = await lockProjectForUpdatePost(trx, projectId);
      if (!project) throw projectNotFound();
      if (input.milestoneId !== null && !(await findMilestone(trx, projectId, input.milestoneId))) {
        throw milestoneNotInProject();
      }
      const previousUpdateAt = await latestUpdateTime(trx, projectId);
      const row = await insertProjectUpdate(trx, {
        projectId,
        title: input.title,
        description: input.description,
        progressPercentage: input.progressPercentage,
        updateType: input.updateType,
        imageUrl: input.imageUrl,
        milestoneId: input.milestoneId,
        author: input.author,
        verificationStatus: claimsProgress(input) ? 'reported' : 'not_claimed',
      });
      await attachEvidence(
        trx,
        storage,
        {
          updateId: row.id,
          source: 'developer',
          uploadedBy: actor.userId,
          site: positionOf(project.latitude, project.longitude),
          notBefore: previousUpdateAt,
          photos: prepared,
        },
        storedKeys,
      );
      const [update] = await withProof(trx, [row]);
      await createNotifications(trx, await followersOfProject(trx, projectId), {
        projectId,
        ...NOTIFICATION_TEXTS.projectUpdate({
          projectTitle: project.title,
          updateTitle: update!.title,
          description: update!.description,
        }),
        type: NOTIFICATION_TYPE_OF_UPDATE[update!.updateType],
      });
      await recordAudit(trx, {
        actor,
        entity: { type: AUDIT_ENTITY_TYPES.projectUpdate, id: update!.id },
        action: AUDIT_ACTIONS.projectUpdateCreate,
        after: update,
      });
      return update!;
    });
  } catch (error) {
    await deletePictureFiles(storage, storedKeys);
    throw error;
  }
}

/** A percent complete or a milestone reached is a claim an inspector must sign off. */
function claimsProgress(input: { progressPercentage: number | null; milestoneId: number | null }) {
  return input.progressPercentage !== null || input.milestoneId !== null;
}

/** A claim on a milestone of another project's schedule, or of none, would count nowhere. */
const milestoneNotInProject = () =>
  new BadRequestError(PROJECT_UPDATE_MESSAGES.milestoneNotInProject, {
    errorCode: ERROR_CODES.validationFailed,
    issues: [{ path: 'milestoneId', message: PROJECT_UPDATE_MESSAGES.milestoneNotInProject }],
  });
