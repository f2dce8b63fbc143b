import type { Executor } from '../../lib/executor';

/** The published projects of some developers, with what their scorecards read of each. */
export function listProjectsOfDevelopers(db: Executor, developerIds: readonly number[]) {
  return db
    .selectFrom('projects')
    .select([
      'id',
      'developerId',
      'status',
      'completionDate',
      'deliveredOn',
      'createdAt',
      'updateIntervalDays',
    ])
    .where('developerId', 'in', developerIds)
    .where('publishedAt', 'is not', null)
    .execute();
}

/** The updates of some projects, with what the scorecards read of each: claims and schedule. */
export async function listScorecardUpdates(db: Executor, projectIds: readonly number[]) {
  if (projectIds.length === 0) return [];
  return db
    .selectFrom('projectUpdates')
    .select([
      'projectId',
      'milestoneId',
      'progressPercentage',
      'verificationStatus',
      'reviewedAt',
      'createdAt',
    ])
    .where('projectId', 'in', projectIds)
    .execute();
}
