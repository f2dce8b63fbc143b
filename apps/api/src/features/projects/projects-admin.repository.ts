import type {
  NewProject,
  PictureRow,
  ProjectChanges,
  ProjectRow,
  ProjectStatus,
} from '@coinvest/db';
import type { Executor } from '../../lib/executor';
import { matchingWords, projectsWithDeveloper } from './projects.repository';

export interface AdminProjectFilters {
  /** Each word must appear in the title, location, description or developer name. */
  words: string[];
  status?: ProjectStatus | undefined;
}

function filteredProjects(db: Executor, { words, status }: AdminProjectFilters) {
  let query = projectsWithDeveloper(db);
  if (status) query = query.where('p.status', '=', status);
  return matchingWords(query, words);
}

export function listAdminProjectPage(
  db: Executor,
  filters: AdminProjectFilters,
  { limit, offset }: { limit: number; offset: number },
): Promise<ProjectRow[]> {
  return filteredProjects(db, filters)
    .selectAll('p')
    .orderBy('p.createdAt', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countAdminProjects(
  db: Executor,
  filters: AdminProjectFilters,
): Promise<number> {
  const row = await filteredProjects(db, filters)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findProjectRow(db: Executor, id: number): Promise<ProjectRow | undefined> {
  return db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The project, locked until the transaction ends. */
export function lockProject(db: Executor, id: number): Promise<ProjectRow | undefined> {
  return db.selectFrom('projects').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function insertProject(db: Executor, values: NewProject): Promise<ProjectRow> {
  return db.insertInto('projects').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateProjectRow(
  db: Executor,
  id: number,
  changes: ProjectChanges,
): Promise<ProjectRow> {
  return db
    .updateTable('projects')
    .set({ ...changes, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Publishes the project (publish: true) or makes it a draft again; the row as it now is. */
export function setProjectPublished(
  db: Executor,
  id: number,
  publish: boolean,
): Promise<ProjectRow> {
  return db
    .updateTable('projects')
    .set({ publishedAt: publish ? new Date() : null, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function projectHasInvestments(db: Executor, projectId: number): Promise<boolean> {
  const row = await db
    .selectFrom('investments')
    .select('id')
    .where('projectId', '=', projectId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The ids a project delete removed (or, for notifications, unlinked), per table; reviewed
 * translations have no id of their own, so their languages.
 */
export type ProjectCascade = Record<
  'units' | 'projectUpdates' | 'projectInterests' | 'notificationsUnlinked' | 'pictures',
  number[]
> & { reviewedTranslations: string[] };

/** A removed picture's row, enough to find its files once the transaction has committed. */
export type RemovedPicture = Pick<PictureRow, 'id' | 'storageKey' | 'originalKey' | 'width'>;

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

/**
 * Removes the project with its units, updates, interests, reviewed translations and pictures
 * (gallery, units' and evidence), and unlinks its notifications.
 * The foreign keys would do the same (ON DELETE CASCADE / SET NULL); doing it here first
 * tells the audit trail exactly which rows went. Call with the project row locked, so no
 * new child row can appear meanwhile.
 */
export async function deleteProjectRow(
  db: Executor,
  id: number,
): Promise<{ removed: ProjectCascade; pictures: RemovedPicture[] }> {
  // Pictures are shared rows that the project's rows point at: no foreign key removes them.
  const pictures = await db
    .deleteFrom('pictures')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('projectPictures')
        .select('pictureId')
        .where('projectId', '=', id)
        .union(
          eb
            .selectFrom('updateEvidence')
            .innerJoin('projectUpdates', 'projectUpdates.id', 'updateEvidence.updateId')
            .select('updateEvidence.pictureId')
            .where('projectUpdates.projectId', '=', id),
        ),
    )
    .returning(['id', 'storageKey', 'originalKey', 'width'])
    .execute();
  const projectUpdates = await db
    .deleteFrom('projectUpdates')
    .where('projectId', '=', id)
    .returning('id')
    .execute();
  const projectInterests = await db
    .deleteFrom('projectInterests')
    .where('projectId', '=', id)
    .returning('id')
    .execute();
  const notificationsUnlinked = await db
    .updateTable('notifications')
    .set({ projectId: null })
    .where('projectId', '=', id)
    .returning('id')
    .execute();
  const reviewedTranslations = await db
    .deleteFrom('reviewedTranslations')
    .where('projectId', '=', id)
    .returning('language')
    .execute();
  const units = await db.deleteFrom('units').where('projectId', '=', id).returning('id').execute();
  await db.deleteFrom('projects').where('id', '=', id).execute();
  return {
    removed: {
      units: ids(units),
      projectUpdates: ids(projectUpdates),
      projectInterests: ids(projectInterests),
      notificationsUnlinked: ids(notificationsUnlinked),
      pictures: ids(pictures),
      reviewedTranslations: reviewedTranslations.map((row) => row.language),
    },
    pictures,
  };
}
