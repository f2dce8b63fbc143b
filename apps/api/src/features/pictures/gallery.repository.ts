import type { NewProjectPicture, ProjectPictureChanges } from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';

/** A gallery entry as galleryColumn carries it. */
export interface GalleryEntryJson {
  pictureId: number;
  width: number;
  height: number;
  caption: string;
}

/**
 * The gallery of the project aliased `p` (its own pictures, not its units'), in order, as a
 * column of the project's row: the project page reads project and gallery in one round trip.
 */
export const galleryColumn = sql<GalleryEntryJson[]>`coalesce((select json_agg(json_build_object(
  'pictureId', pp.picture_id, 'width', pic.width, 'height', pic.height, 'caption', pp.caption)
  order by pp.position, pp.id)
  from project_pictures pp join pictures pic on pic.id = pp.picture_id
  where pp.project_id = p.id and pp.unit_id is null), '[]'::json)`.as('gallery');

/** A gallery entry with what its picture needs to be shown. */
export function projectPicturesQuery(db: Executor) {
  return db
    .selectFrom('projectPictures as pp')
    .innerJoin('pictures as pic', 'pic.id', 'pp.pictureId')
    .select([
      'pp.id',
      'pp.projectId',
      'pp.unitId',
      'pp.pictureId',
      'pp.caption',
      'pp.position',
      'pp.isCover',
      'pic.width',
      'pic.height',
    ]);
}

export type ProjectPictureListingRow = Awaited<
  ReturnType<ReturnType<typeof projectPicturesQuery>['execute']>
>[number];

/** The gallery first, then each unit's pictures, each list in its order. */
export function listProjectPictureRows(db: Executor, projectId: number) {
  return projectPicturesQuery(db)
    .where('pp.projectId', '=', projectId)
    .orderBy('pp.unitId', (order) => order.nullsFirst())
    .orderBy('pp.position')
    .orderBy('pp.id')
    .execute();
}

export function listUnitPictureRows(db: Executor, unitIds: readonly number[]) {
  return projectPicturesQuery(db)
    .where('pp.unitId', 'in', unitIds)
    .orderBy('pp.position')
    .orderBy('pp.id')
    .execute();
}

export function findProjectPictureRow(db: Executor, projectId: number, entryId: number) {
  return projectPicturesQuery(db)
    .where('pp.projectId', '=', projectId)
    .where('pp.id', '=', entryId)
    .executeTakeFirst();
}

/** Locks the project until the transaction ends: its gallery's order and cover change as one. */
export function lockProject(db: Executor, projectId: number) {
  return db
    .selectFrom('projects')
    .select('id')
    .where('id', '=', projectId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The unit when it belongs to the project. Read here, not through the units repository: the
 * units feature imports the gallery, and features never import each other both ways.
 */
export function findUnitOfProject(db: Executor, unitId: number, projectId: number) {
  return db
    .selectFrom('units')
    .select('id')
    .where('id', '=', unitId)
    .where('projectId', '=', projectId)
    .executeTakeFirst();
}

/** A project's units as the demo pictures caption them (read here for the same reason). */
export function listUnitNumbersOfProject(db: Executor, projectId: number) {
  return db
    .selectFrom('units')
    .select(['id', 'unitNumber'])
    .where('projectId', '=', projectId)
    .execute();
}

/** The projects that have a picture, in their gallery or on a unit. */
export async function projectIdsWithPictures(db: Executor): Promise<number[]> {
  const rows = await db.selectFrom('projectPictures').select('projectId').distinct().execute();
  return rows.map((row) => row.projectId);
}

export function insertProjectPicture(db: Executor, values: NewProjectPicture) {
  return db.insertInto('projectPictures').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function updateProjectPictureRow(
  db: Executor,
  id: number,
  changes: ProjectPictureChanges,
): Promise<void> {
  await db.updateTable('projectPictures').set(changes).where('id', '=', id).execute();
}

/** Takes the cover off the project's gallery. */
export async function clearProjectCover(db: Executor, projectId: number): Promise<void> {
  await db
    .updateTable('projectPictures')
    .set({ isCover: false })
    .where('projectId', '=', projectId)
    .where('isCover', '=', true)
    .execute();
}
