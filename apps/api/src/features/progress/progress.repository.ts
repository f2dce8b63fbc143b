import type { ProjectMilestoneRow, ProjectStatus } from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';
import type { DelayClassInput, ScheduleMilestone } from './delay-class';

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

/** A verified update as the schedule columns carry it: JSON has no dates, only their text. */
interface VerifiedUpdateJson {
  milestoneId: number | null;
  progressPercentage: number | null;
  reviewedAt: string;
}

/**
 * What the delay class of the project aliased `p` is computed from, as columns of its own row:
 * a project read and its schedule are one round trip (each query costs the API a write to the
 * database's socket, which on the public list cost more than the rows). The milestones in their
 * admin order (position, then id); the inspector-verified updates by review time, through the
 * partial 'verified' index; the latest update of any kind.
 */
export const scheduleColumns = [
  sql<Date | null>`(select max(pu.created_at) from project_updates pu where pu.project_id = p.id)`.as(
    'lastUpdateAt',
  ),
  sql<ScheduleMilestone[]>`coalesce((select json_agg(json_build_object('id', m.id, 'name', m.name,
    'plannedDate', m.planned_date, 'plannedPercent', m.planned_percent) order by m.position, m.id)
    from project_milestones m where m.project_id = p.id), '[]'::json)`.as('scheduleMilestones'),
  sql<
    VerifiedUpdateJson[]
  >`coalesce((select json_agg(json_build_object('milestoneId', v.milestone_id,
    'progressPercentage', v.progress_percentage, 'reviewedAt', v.reviewed_at) order by v.reviewed_at)
    from project_updates v where v.project_id = p.id and v.verification_status = 'verified'),
    '[]'::json)`.as('verifiedUpdates'),
] as const;

/** A row that selected scheduleColumns and the project's own columns they are read with. */
export interface ScheduleRow {
  createdAt: Date;
  status: ProjectStatus;
  updateIntervalDays: number;
  deliveredOn: string | null;
  lastUpdateAt: Date | null;
  scheduleMilestones: ScheduleMilestone[];
  verifiedUpdates: VerifiedUpdateJson[];
}

export function toScheduleFacts(row: ScheduleRow): ScheduleFacts {
  return {
    milestones: row.scheduleMilestones,
    verifiedUpdates: row.verifiedUpdates.map((update) => ({
      ...update,
      reviewedAt: new Date(update.reviewedAt),
    })),
    lastUpdateAt: row.lastUpdateAt,
    projectCreatedAt: row.createdAt,
    updateIntervalDays: row.updateIntervalDays,
    completed: row.status === 'completed' || row.deliveredOn !== null,
  };
}

/** The schedule facts of these projects, in one read. Unknown ids are left out. */
export async function scheduleFactsOf(
  db: Executor,
  projectIds: readonly number[],
): Promise<Map<number, ScheduleFacts>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('projects as p')
    .select(['p.id', 'p.createdAt', 'p.status', 'p.updateIntervalDays', 'p.deliveredOn'])
    .select(scheduleColumns)
    .where('p.id', 'in', projectIds)
    .execute();
  return new Map(rows.map((row) => [row.id, toScheduleFacts(row)]));
}

/**
 * The SQL twin of delayClassOf's notReporting, for the list's filter and the admin summary:
 * not delivered, and the last update (or the listing, when none) older than the interval.
 */
export const notReportingCondition = sql<boolean>`(p.status <> 'completed' and p.delivered_on is null
  and coalesce((select max(u.created_at) from project_updates u where u.project_id = p.id), p.created_at)
    < now() - make_interval(days => p.update_interval_days))`;

/** Class of the transaction-scoped advisory lock that lets one API instance run the job. */
const NOT_REPORTING_LOCK_KEY = 5_000_016;

/** Takes the not-reporting job's lock for this transaction; false when another instance holds it. */
export async function tryNotReportingJobLock(db: Executor): Promise<boolean> {
  const { rows } = await sql<{
    locked: boolean;
  }>`select pg_try_advisory_xact_lock(${NOT_REPORTING_LOCK_KEY}) as locked`.execute(db);
  return rows[0]?.locked === true;
}

/** Takes the mark off the projects that report again, so a later silence is told again. */
export async function clearNotReportingMarks(db: Executor): Promise<void> {
  await db
    .updateTable('projects as p')
    .set({ notReportingNotifiedAt: null })
    .where('p.notReportingNotifiedAt', 'is not', null)
    .where(sql<boolean>`not ${notReportingCondition}`)
    .execute();
}

/** Marks the projects that just stopped reporting, answering them. */
export function markNotReportingProjects(db: Executor) {
  return db
    .updateTable('projects as p')
    .set({ notReportingNotifiedAt: sql`now()` })
    .where('p.notReportingNotifiedAt', 'is', null)
    .where(notReportingCondition)
    .returning(['p.id', 'p.title', 'p.updateIntervalDays'])
    .execute();
}
