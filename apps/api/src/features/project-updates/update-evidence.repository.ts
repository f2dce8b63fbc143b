import type { NewUpdateEvidence } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

export async function insertUpdateEvidence(db: Executor, values: NewUpdateEvidence): Promise<void> {
  await db.insertInto('updateEvidence').values(values).execute();
}

/** The evidence of each update with its picture: the developer's photos first, then the inspector's. */
export function listEvidenceOfUpdates(db: Executor, updateIds: readonly number[]) {
  return db
    .selectFrom('updateEvidence as e')
    .innerJoin('pictures as p', 'p.id', 'e.pictureId')
    .select([
      'e.updateId',
      'e.source',
      'e.distanceMeters',
      'e.isOlderThanPreviousUpdate',
      'e.isFarFromSite',
      'p.id',
      'p.width',
      'p.height',
      'p.takenAt',
    ])
    .where('e.updateId', 'in', updateIds)
    .orderBy('e.updateId')
    .orderBy('e.source')
    .orderBy('e.id')
    .execute();
}

/** The names of the users who reviewed updates. */
export function listReviewers(db: Executor, userIds: readonly number[]) {
  return db
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName'])
    .where('id', 'in', userIds)
    .execute();
}

/** The project's title and site: where its evidence photos are measured from. */
export function findProjectSite(db: Executor, projectId: number) {
  return db
    .selectFrom('projects')
    .select(['title', 'latitude', 'longitude'])
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
}
