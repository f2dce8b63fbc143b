import type { Executor } from '../executor';

export async function projectExists(db: Executor, id: number): Promise<boolean> {
  const row = await db.selectFrom('projects').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function publishedProjectExists(db: Executor, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('projects')
    .select('id')
    .where('id', '=', id)
    .where('publishedAt', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export function findProjectTitle(db: Executor, id: number) {
  return db.selectFrom('projects').select(['id', 'title']).where('id', '=', id).executeTakeFirst();
}

/** The projects with one of these titles, oldest first. */
export function listProjectsTitled(db: Executor, titles: readonly string[]) {
  return db
    .selectFrom('projects')
    .select(['id', 'title'])
    .where('title', 'in', titles)
    .orderBy('id')
    .execute();
}

/** The project, share-locked until the transaction ends: it cannot be deleted meanwhile. */
export function shareLockProject(db: Executor, id: number) {
  return db.selectFrom('projects').select('id').where('id', '=', id).forShare().executeTakeFirst();
}
