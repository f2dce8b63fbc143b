import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  ERROR_CODES,
  PROJECT_PICTURE_MESSAGES,
  type TAdminProjectPicture,
  type TPicture,
  type TProjectPictureChanges,
} from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import type { Executor } from '../../lib/executor';
import type { AdminActor } from '../../lib/access/admin-access';
import { auditOf } from '../../lib/audit/record-audit';
import { projectExists } from '../../lib/projects/project-lookup.repository';
import { projectNotFound } from '../../lib/projects/project-lookup';
import {
  clearProjectCover,
  findProjectPictureRow,
  findUnitOfProject,
  insertProjectPicture,
  listProjectPictureRows,
  listUnitPictureRows,
  lockProject,
  updateProjectPictureRow,
  type ProjectPictureListingRow,
} from './gallery.repository';
import { deletePictureFiles, pictureFileKeys, storePicture, toPicture } from './picture-store';
import { deletePictureReturningFiles, deletePictureRow } from './pictures.repository';

type Context = Pick<FastifyInstance, 'db' | 'storage'>;

const M = PROJECT_PICTURE_MESSAGES;

const entryNotFound = () =>
  new NotFoundError(M.projectPictureNotFound, { errorCode: ERROR_CODES.notFound });

const toAdminProjectPicture = (row: ProjectPictureListingRow): TAdminProjectPicture => ({
  id: row.id,
  projectId: row.projectId,
  unitId: row.unitId,
  position: row.position,
  isCover: row.isCover,
  picture: toPicture({ id: row.pictureId, width: row.width, height: row.height }, row.caption),
});

const asPicture = (row: ProjectPictureListingRow): TPicture =>
  toPicture({ id: row.pictureId, width: row.width, height: row.height }, row.caption);

const audit = auditOf(AUDIT_ENTITY_TYPES.project);

/** Each unit's pictures, in order (a unit without any is absent). */
export async function unitPictures(
  db: Executor,
  unitIds: readonly number[],
): Promise<Map<number, TPicture[]>> {
  const byUnit = new Map<number, TPicture[]>();
  if (unitIds.length === 0) return byUnit;
  for (const row of await listUnitPictureRows(db, unitIds)) {
    if (row.unitId === null) continue;
    byUnit.set(row.unitId, [...(byUnit.get(row.unitId) ?? []), asPicture(row)]);
  }
  return byUnit;
}

export async function listProjectPictures(
  { db }: Context,
  projectId: number,
): Promise<TAdminProjectPicture[]> {
  if (!(await projectExists(db, projectId))) throw projectNotFound();
  const rows = await listProjectPictureRows(db, projectId);
  return rows.map(toAdminProjectPicture);
}

export interface ProjectPictureUpload {
  bytes: Buffer;
  caption: string;
  unitId: number | null;
}

/**
 * Adds a picture at the end of its list. An unknown project is refused before the picture is
 * decoded. The picture is made (resized, stored) before the transaction, so the project is
 * locked only for the short write; if that write fails, the picture and its files go again.
 */
export async function uploadProjectPicture(
  { db, storage }: Context,
  actor: AdminActor,
  projectId: number,
  { bytes, caption, unitId }: ProjectPictureUpload,
): Promise<TAdminProjectPicture> {
  if (!(await projectExists(db, projectId))) throw projectNotFound();
  const picture = await storePicture(db, storage, bytes, {
    uploadedBy: actor.userId,
    keepOriginal: false,
  });
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await lockProject(trx, projectId))) throw projectNotFound();
      if (unitId !== null) {
        const unit = await findUnitOfProject(trx, unitId, projectId);
        if (!unit) {
          throw new BadRequestError(M.projectPictureUnitInvalid, {
            errorCode: ERROR_CODES.validationFailed,
            issues: [{ path: 'unitId', message: M.projectPictureUnitInvalid }],
          });
        }
      }
      const siblings = (await listProjectPictureRows(trx, projectId)).filter(
        (row) => row.unitId === unitId,
      );
      const entry = await insertProjectPicture(trx, {
        projectId,
        unitId,
        pictureId: picture.id,
        caption,
        position: Math.max(-1, ...siblings.map((row) => row.position)) + 1,
        // The gallery's first picture is its cover until the admin picks another.
        isCover: unitId === null && !siblings.some((row) => row.isCover),
      });
      const row = await findProjectPictureRow(trx, projectId, entry.id);
      if (!row) throw entryNotFound();
      const after = toAdminProjectPicture(row);
      await audit(trx, actor, AUDIT_ACTIONS.projectPictureAdd, projectId, { after });
      return after;
    });
  } catch (error) {
    await deletePictureRow(db, picture.id);
    await deletePictureFiles(storage, pictureFileKeys(picture));
    throw error;
  }
}

/** Renumbers a list 0, 1, 2... in the given order, writing only the places that changed. */
async function renumber(trx: Executor, ordered: readonly ProjectPictureListingRow[]) {
  for (const [position, row] of ordered.entries()) {
    if (row.position !== position) {
      await updateProjectPictureRow(trx, row.id, { position });
    }
  }
}

/** Caption, place in its list, or cover; answers the project's whole list after the change. */
export async function updateProjectPicture(
  { db }: Context,
  actor: AdminActor,
  projectId: number,
  entryId: number,
  changes: TProjectPictureChanges,
): Promise<TAdminProjectPicture[]> {
  const rows = await db.transaction().execute(async (trx) => {
    if (!(await lockProject(trx, projectId))) throw projectNotFound();
    const before = await findProjectPictureRow(trx, projectId, entryId);
    if (!before) throw entryNotFound();

    if (changes.caption !== undefined) {
      await updateProjectPictureRow(trx, entryId, { caption: changes.caption });
    }
    if (changes.isCover && !before.isCover) {
      if (before.unitId !== null) {
        throw new BadRequestError(M.projectPictureUnitCover, {
          errorCode: ERROR_CODES.validationFailed,
        });
      }
      // Off first: the index allows one cover per project at any moment.
      await clearProjectCover(trx, projectId);
      await updateProjectPictureRow(trx, entryId, { isCover: true });
    }
    if (changes.position !== undefined) {
      const list = (await listProjectPictureRows(trx, projectId)).filter(
        (row) => row.unitId === before.unitId && row.id !== entryId,
      );
      list.splice(Math.min(changes.position, list.length), 0, before);
      await renumber(trx, list);
    }

    const after = await findProjectPictureRow(trx, projectId, entryId);
    if (!after) throw entryNotFound();
    await audit(trx, actor, AUDIT_ACTIONS.projectPictureUpdate, projectId, {
      before: toAdminProjectPicture(before),
      after: toAdminProjectPicture(after),
    });
    return listProjectPictureRows(trx, projectId);
  });
  return rows.map(toAdminProjectPicture);
}

/**
 * Removes a picture and then its files. When it was the cover, the gallery's first picture
 * left becomes the cover, so a project with pictures always shows one on its card.
 */
export async function deleteProjectPicture(
  { db, storage }: Context,
  actor: AdminActor,
  projectId: number,
  entryId: number,
): Promise<void> {
  const removed = await db.transaction().execute(async (trx) => {
    if (!(await lockProject(trx, projectId))) throw projectNotFound();
    const entry = await findProjectPictureRow(trx, projectId, entryId);
    if (!entry) throw entryNotFound();
    const picture = await deletePictureReturningFiles(trx, entry.pictureId);
    if (entry.isCover) {
      const [next] = (await listProjectPictureRows(trx, projectId)).filter(
        (row) => row.unitId === null,
      );
      if (next) {
        await updateProjectPictureRow(trx, next.id, { isCover: true });
      }
    }
    await audit(trx, actor, AUDIT_ACTIONS.projectPictureDelete, projectId, {
      before: toAdminProjectPicture(entry),
    });
    return picture;
  });
  await deletePictureFiles(storage, pictureFileKeys(removed));
}
