import type { ProjectMilestoneRow } from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';
import type { DelayClassInput } from './delay-class';

/** What delayClassOf needs of each project, but the clock. */
export type ScheduleFacts = Omit<DelayClassInput, 'now'>;

/** A project's milestones in their admin order (position, then id). */
export function milestonesOfProjects(
  db: Executor,
  projectIds: readonly number[],
): Promise<ProjectMilestoneRow[]> {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('projectMilestones')
    .selectAll()
    .where('projectId', 'in', projectIds)
    .orderBy('projectId')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The inspector-verified updates of the projects, through the partial 'verified' index. */
export function verifiedUpdatesOfProjects(db: Executor, projectIds: readonly number[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('projectUpdates')
    .select(['projectId', 'milestoneId', 'progressPercentage', 'reviewedAt'])
    .where('projectId', 'in', projectIds)
    .where('verificationStatus', '=', 'verified')
    .orderBy('reviewedAt')
    .execute();
}

function groupedByProject<T extends { projectId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.projectId);
    if (group) group.push(row);
    else groups.set(row.projectId, [row]);
  }
  return groups;
}

/**
 * Everything the delay class of these projects is computed from, in four reads whatever the
 * number of projects. Unknown ids are left out.
 */
export async function scheduleFactsOf(
  db: Executor,
  projectIds: readonly number[],
): Promise<Map<number, ScheduleFacts>> {
  const facts = new Map<number, ScheduleFacts>();
  if (projectIds.length === 0) return facts;
  const [projects, milestones, verified] = await Promise.all([
    db
      .selectFrom('projects as p')
      .select(['p.id', 'p.createdAt', 'p.updateIntervalDays', 'p.status', 'p.deliveredOn'])
      .select(
        sql<Date | null>`(select max(u.created_at) from project_updates u where u.project_id = p.id)`.as(
          'lastUpdateAt',
        ),
      )
      .where('p.id', 'in', projectIds)
      .execute(),
    milestonesOfProjects(db, projectIds),
    verifiedUpdatesOfProjects(db, projectIds),
  ]);
  const milestonesOf = groupedByProject(milestones);
  const verifiedOf = groupedByProject(
    verified.flatMap(({ reviewedAt, ...update }) =>
      reviewedAt ? [{ ...update, reviewedAt }] : [],
    ),
  );
  for (const project of projects) {
    facts.set(project.id, {
      milestones: milestonesOf.get(project.id) ?? [],
      verifiedUpdates: verifiedOf.get(project.id) ?? [],
      lastUpdateAt: project.lastUpdateAt,
      projectCreatedAt: project.createdAt,
      updateIntervalDays: project.updateIntervalDays,
      completed: project.status === 'completed' || project.deliveredOn !== null,
    });
  }
  return facts;
}

/**
 * The SQL twin of delayClassOf's notReporting, for the list's filter and the admin summary:
 * not delivered, and the last update (or the listing, when none) older than the interval.
 */
export const notReportingCondition = sql<boolean>`(p.status <> 'completed' and p.delivered_on is null
  and coalesce((select max(u.created_at) from project_updates u where u.project_id = p.id), p.created_at)
    < now() - make_interval(days => p.update_interval_days))`;
