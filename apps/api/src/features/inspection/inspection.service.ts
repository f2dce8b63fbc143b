import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  ERROR_CODES,
  INSPECTION_MESSAGES,
  NOTIFICATION_TEXTS,
  type TInspectorProject,
  type TProjectUpdate,
  type TReviewDecision,
} from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { AdminActor } from '../../lib/access/admin-access';
import { recordAudit } from '../../lib/audit/record-audit';
import { createNotifications } from '../notifications/create-notifications';
import { deletePictureFiles } from '../pictures/picture-store';
import {
  findUpdateProject,
  followersOfProject,
  listUpdatesOfProject,
  lockProjectUpdate,
  recordUpdateReview,
} from '../project-updates/project-updates.repository';
import { withProof } from '../project-updates/project-updates.service';
import { isInspectorAssigned, listAssignedProjectRows } from './inspectors.repository';
import {
  attachEvidence,
  positionOf,
  prepareEvidencePhotos,
} from '../project-updates/update-evidence';
import { findProjectSite } from '../project-updates/update-evidence.repository';

type Context = Pick<FastifyInstance, 'db'>;
type ReviewContext = Pick<FastifyInstance, 'db' | 'storage'>;

const M = INSPECTION_MESSAGES;

const notAssigned = () =>
  new ForbiddenError(M.notAssignedToProject, { errorCode: ERROR_CODES.forbidden });
const updateNotFound = () => new NotFoundError(M.updateNotFound);

/** The signed-in inspector's projects, by title, with how many updates await their review. */
export async function listAssignedProjects(
  { db }: Context,
  inspectorId: number,
): Promise<TInspectorProject[]> {
  const rows = await listAssignedProjectRows(db, inspectorId);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    location: row.location,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    reportedUpdates: Number(row.reportedUpdates ?? 0),
  }));
}

/** An assigned project's updates, newest first; 403 for a project not assigned to them. */
export async function listAssignedProjectUpdates(
  { db }: Context,
  inspectorId: number,
  projectId: number,
): Promise<TProjectUpdate[]> {
  if (!(await isInspectorAssigned(db, inspectorId, projectId))) throw notAssigned();
  return withProof(db, await listUpdatesOfProject(db, projectId));
}

/**
 * Refuses early, before any photo is received: 404 for an unknown update, 403 when its project
 * is not assigned to the inspector. The review checks both again in its transaction.
 */
export async function assertMayReview(
  { db }: Context,
  inspectorId: number,
  updateId: number,
): Promise<void> {
  const update = await findUpdateProject(db, updateId);
  if (!update) throw updateNotFound();
  if (!(await isInspectorAssigned(db, inspectorId, update.projectId))) throw notAssigned();
}

export interface ReviewInput {
  decision: TReviewDecision;
  note: string | null;
  photos: readonly Buffer[];
}

/**
 * The inspector confirms or disputes a reported update, with a note and their own photos (their
 * capture time compared with the update's own). The photos are decoded first, outside the
 * transaction; the sign-off, its photos, its audit record and the investors' notifications are
 * one transaction; photos stored before a rollback are removed. 409 when the update is not 'reported' (nothing claimed, or already signed off).
 */
export async function reviewProjectUpdate(
  { db, storage }: ReviewContext,
  actor: AdminActor,
  updateId: number,
  { decision, note, photos }: ReviewInput,
): Promise<TProjectUpdate> {
  const prepared = await prepareEvidencePhotos(photos);
  const storedKeys: string[] = [];
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await lockProjectUpdate(trx, updateId);
      if (!before) throw updateNotFound();
      if (!(await isInspectorAssigned(trx, actor.userId, before.projectId))) throw notAssigned();
      if (before.verificationStatus !== 'reported') {
        throw new ConflictError(M.updateNotReported);
      }
      const project = await findProjectSite(trx, before.projectId);
      await attachEvidence(
        trx,
        storage,
        {
          updateId,
          source: 'inspector',
          uploadedBy: actor.userId,
          site: positionOf(project.latitude, project.longitude),
          notBefore: before.createdAt,
          photos: prepared,
        },
        storedKeys,
      );
      const row = await recordUpdateReview(trx, updateId, {
        verificationStatus: decision,
        reviewedBy: actor.userId,
        reviewedAt: new Date(),
        reviewNote: note,
      });
      const [[shownBefore], [update]] = [
        await withProof(trx, [before]),
        await withProof(trx, [row]),
      ];
      const text =
        decision === 'verified'
          ? NOTIFICATION_TEXTS.updateVerified({
              projectTitle: project.title,
              updateTitle: row.title,
            })
          : NOTIFICATION_TEXTS.updateDisputed({
              projectTitle: project.title,
              updateTitle: row.title,
              note,
            });
      await createNotifications(trx, await followersOfProject(trx, row.projectId), {
        projectId: row.projectId,
        ...text,
        type: 'other',
      });
      await recordAudit(trx, {
        actor,
        entity: { type: AUDIT_ENTITY_TYPES.projectUpdate, id: updateId },
        action:
          decision === 'verified'
            ? AUDIT_ACTIONS.projectUpdateVerify
            : AUDIT_ACTIONS.projectUpdateDispute,
        before: shownBefore,
        after: update,
      });
      return update!;
    });
  } catch (error) {
    await deletePictureFiles(storage, storedKeys);
    throw error;
  }
}
