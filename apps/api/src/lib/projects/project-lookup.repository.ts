import type { Executor } from '../executor';

/** Whether the project exists (and, with `publishedOnly`, is published: drafts count as absent). */
export async function projectExists(
  db: Executor,
  id: number,
  { publishedOnly = false }: { publishedOnly?: boolean } = {},
): Promise<boolean> {
  const row = await db
    .selectFrom('projects')
    .select('id')
    .where('id', '=', id)
    .$if(publishedOnly, (query) => query.where('publishedAt', 'is not', null))
    .executeTakeFirst();
  return row !== undefined;
}

export function findProjectTitle(db: Executor, id: number) {
  return db
    .selectFrom('projects')
    .select(['id', 'title', 'publishedAt'])
    .where('id', '=', id)
    .executeTakeFirst();
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
