import type { NewProjectUpdate, ProjectUpdateRow } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

/** Newest first, through the (project_id, created_at desc) index. */
export function listUpdatesOfProject(db: Executor, projectId: number): Promise<ProjectUpdateRow[]> {
  return db
    .selectFrom('projectUpdates')
    .selectAll()
    .where('projectId', '=', projectId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Holds the project for the transaction, so it cannot be deleted under a new update. */
export async function lockProjectForUpdatePost(
  trx: Executor,
  projectId: number,
): Promise<
  { id: number; title: string; latitude: string | null; longitude: string | null } | undefined
> {
  return trx
    .selectFrom('projects')
    .select(['id', 'title', 'latitude', 'longitude'])
    .where('id', '=', projectId)
    .forShare()
    .executeTakeFirst();
}

/** When the project's latest update was posted: evidence taken before it is flagged. */
export async function latestUpdateTime(trx: Executor, projectId: number): Promise<Date | null> {
  const row = await trx
    .selectFrom('projectUpdates')
    .select('createdAt')
    .where('projectId', '=', projectId)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.createdAt ?? null;
}

/** The project the update belongs to. */
export function findUpdateProject(db: Executor, updateId: number) {
  return db
    .selectFrom('projectUpdates')
    .select('projectId')
    .where('id', '=', updateId)
    .executeTakeFirst();
}

/** Locks the update until the transaction ends: it is signed off once. */
export function lockProjectUpdate(
  trx: Executor,
  updateId: number,
): Promise<ProjectUpdateRow | undefined> {
  return trx
    .selectFrom('projectUpdates')
    .selectAll()
    .where('id', '=', updateId)
    .forUpdate()
    .executeTakeFirst();
}

/** An inspector's sign-off of an update. */
export type UpdateReview = Pick<
  ProjectUpdateRow,
  'verificationStatus' | 'reviewedBy' | 'reviewedAt' | 'reviewNote'
>;

export function recordUpdateReview(
  trx: Executor,
  updateId: number,
  review: UpdateReview,
): Promise<ProjectUpdateRow> {
  return trx
    .updateTable('projectUpdates')
    .set(review)
    .where('id', '=', updateId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertProjectUpdate(
  trx: Executor,
  values: NewProjectUpdate,
): Promise<ProjectUpdateRow> {
  return trx.insertInto('projectUpdates').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * Who follows a project: anyone with an interest that was not turned down, or an investment
 * that is not cancelled or expired.
 */
export async function followersOfProject(trx: Executor, projectId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('projectInterests')
    .select('userId')
    .where('projectId', '=', projectId)
    .where('status', '!=', 'rejected')
    .union(
      trx
        .selectFrom('investments')
        .select('userId')
        .where('projectId', '=', projectId)
        .where('status', 'not in', ['cancelled', 'expired']),
    )
    .execute();
  return rows.map((row) => row.userId).sort((a, b) => a - b);
}
