import { AWAITING_PAYMENT_STATUSES } from '@coinvest/contract';
import type {
  NewProjectMilestone,
  ProjectMilestoneChanges,
  ProjectMilestoneRow,
} from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';

export function findMilestone(
  db: Executor,
  projectId: number,
  milestoneId: number,
): Promise<ProjectMilestoneRow | undefined> {
  return db
    .selectFrom('projectMilestones')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('id', '=', milestoneId)
    .forUpdate()
    .executeTakeFirst();
}

/** One past the last position, so a milestone added without an order goes last. */
export async function nextMilestonePosition(db: Executor, projectId: number): Promise<number> {
  const row = await db
    .selectFrom('projectMilestones')
    .select(sql<number>`coalesce(max(position) + 1, 0)::int`.as('next'))
    .where('projectId', '=', projectId)
    .executeTakeFirstOrThrow();
  return row.next;
}

export function insertMilestone(db: Executor, values: NewProjectMilestone) {
  return db.insertInto('projectMilestones').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateMilestoneRow(db: Executor, id: number, changes: ProjectMilestoneChanges) {
  return db
    .updateTable('projectMilestones')
    .set({ ...changes, updatedAt: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Whether a milestone carries a tranche of the release plan or a release of escrow. */
export async function milestoneHasEscrow(db: Executor, milestoneId: number): Promise<boolean> {
  const row = await db
    .selectFrom('releaseTranches')
    .select('id')
    .where('milestoneId', '=', milestoneId)
    .union(db.selectFrom('escrowReleases').select('id').where('milestoneId', '=', milestoneId))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteMilestoneRow(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('projectMilestones').where('id', '=', id).execute();
}

export async function recordPlannedDate(
  db: Executor,
  change: {
    milestoneId: number;
    previousPlannedDate: string | null;
    newPlannedDate: string;
    reason: string;
    changedBy: number;
  },
): Promise<void> {
  await db.insertInto('milestoneChanges').values(change).execute();
}

/** The history of a project's planned dates, newest first, with who changed each. */
export function milestoneChangesOfProject(db: Executor, projectId: number) {
  return db
    .selectFrom('milestoneChanges as c')
    .innerJoin('projectMilestones as m', 'm.id', 'c.milestoneId')
    .leftJoin('users as u', 'u.id', 'c.changedBy')
    .select([
      'c.id',
      'c.milestoneId',
      'm.name as milestoneName',
      'c.previousPlannedDate',
      'c.newPlannedDate',
      'c.reason',
      'u.username as changedBy',
      'c.createdAt',
    ])
    .where('m.projectId', '=', projectId)
    .orderBy('c.createdAt', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

/** The project's investors: anyone with an investment still pending or confirmed. */
export async function investorsOfProject(db: Executor, projectId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('investments')
    .select('userId')
    .distinct()
    .where('projectId', '=', projectId)
    .where('status', 'in', [...AWAITING_PAYMENT_STATUSES, 'confirmed'])
    .execute();
  return rows.map((row) => row.userId);
}
