import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  ERROR_CODES,
  MILESTONE_FIRST_DATE_REASON,
  NOTIFICATION_TEXTS,
  SCHEDULE_MESSAGES,
  type TAdminSchedule,
  type TMilestone,
  type TMilestoneValues,
  type TProjectSchedule,
} from '@coinvest/contract';
import type { ProjectMilestoneRow } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../lib/access/request-user';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { isStorableId } from '../../lib/ids';
import type { Executor } from '../../lib/executor';
import type { AdminActor } from '../../lib/access/admin-access';
import { recordAudit } from '../../lib/audit/record-audit';
import { createNotifications } from '../notifications/create-notifications';
import { findProjectTitle, shareLockProject } from '../../lib/projects/project-lookup.repository';
import {
  assertProjectExists,
  assertProjectShown,
  projectNotFound,
} from '../../lib/projects/project-lookup';
import { reachedDays, utcDay, verifiedPercentOf } from './delay-class';
import { milestonesOfProjects, scheduleFactsOf } from './progress.repository';
import { toProjectProgress } from './progress.service';
import {
  deleteMilestoneRow,
  findMilestone,
  insertMilestone,
  investorsOfProject,
  milestoneChangesOfProject,
  milestoneHasEscrow,
  nextMilestonePosition,
  recordPlannedDate,
  updateMilestoneRow,
} from './schedule.repository';

type Context = Pick<FastifyInstance, 'db'>;

const milestoneNotFound = () =>
  new NotFoundError(SCHEDULE_MESSAGES.milestoneNotFound, { errorCode: ERROR_CODES.notFound });

function toMilestone(row: ProjectMilestoneRow, reachedOn: string | null = null): TMilestone {
  return {
    id: row.id,
    position: row.position,
    name: row.name,
    description: row.description,
    plannedDate: row.plannedDate,
    plannedPercent: row.plannedPercent,
    reachedOn,
  };
}

/** The investor site's schedule: the plan, what inspectors verified, and the class. */
export async function getProjectSchedule(
  ctx: Context,
  projectId: number,
  caller: AuthUser | null,
  now: Date = new Date(),
): Promise<TProjectSchedule> {
  await assertProjectShown(ctx, projectId, caller);
  const facts = (await scheduleFactsOf(ctx.db, [projectId])).get(projectId);
  if (!facts) throw projectNotFound();
  const milestones = await milestonesOfProjects(ctx.db, [projectId]);
  const reached = reachedDays(milestones, facts.verifiedUpdates);
  return {
    milestones: milestones.map((row) => toMilestone(row, reached.get(row.id) ?? null)),
    verifiedProgress: facts.verifiedUpdates.map((update) => ({
      verifiedOn: utcDay(update.reviewedAt),
      percent: verifiedPercentOf(update, milestones),
    })),
    progress: toProjectProgress(facts, now),
  };
}

export async function getAdminSchedule(ctx: Context, projectId: number): Promise<TAdminSchedule> {
  await assertProjectExists(ctx, projectId);
  const [milestones, changes] = await Promise.all([
    milestonesOfProjects(ctx.db, [projectId]),
    milestoneChangesOfProject(ctx.db, projectId),
  ]);
  return {
    milestones: milestones.map((row) => toMilestone(row)),
    changes: changes.map((change) => ({ ...change, createdAt: change.createdAt.toISOString() })),
  };
}

async function lockedProjectTitle(trx: Executor, projectId: number): Promise<string> {
  if (!isStorableId(projectId) || !(await shareLockProject(trx, projectId))) {
    throw projectNotFound();
  }
  const project = await findProjectTitle(trx, projectId);
  if (!project) throw projectNotFound();
  return project.title;
}

/** Adds a milestone and records its first planned date, in one transaction. */
export async function createMilestone(
  { db }: Context,
  actor: AdminActor,
  projectId: number,
  input: TMilestoneValues,
): Promise<TMilestone> {
  return db.transaction().execute(async (trx) => {
    await lockedProjectTitle(trx, projectId);
    const row = await insertMilestone(trx, {
      projectId,
      name: input.name,
      description: input.description,
      plannedDate: input.plannedDate,
      plannedPercent: input.plannedPercent,
      position: input.position ?? (await nextMilestonePosition(trx, projectId)),
    });
    await recordPlannedDate(trx, {
      milestoneId: row.id,
      previousPlannedDate: null,
      newPlannedDate: row.plannedDate,
      reason: input.reason ?? MILESTONE_FIRST_DATE_REASON,
      changedBy: actor.userId,
    });
    const milestone = toMilestone(row);
    await recordAudit(trx, {
      actor,
      entity: { type: AUDIT_ENTITY_TYPES.projectMilestone, id: row.id },
      action: AUDIT_ACTIONS.milestoneCreate,
      after: milestone,
    });
    return milestone;
  });
}

/**
 * Edits a milestone. A moved planned date needs a reason, goes into the history and is told
 * to the project's investors, all in the edit's transaction.
 */
export async function updateMilestone(
  { db }: Context,
  actor: AdminActor,
  projectId: number,
  milestoneId: number,
  input: TMilestoneValues,
): Promise<TMilestone> {
  return db.transaction().execute(async (trx) => {
    const projectTitle = await lockedProjectTitle(trx, projectId);
    const before = await findMilestone(trx, projectId, milestoneId);
    if (!before) throw milestoneNotFound();
    const moved = before.plannedDate !== input.plannedDate;
    if (moved && !input.reason) {
      throw new BadRequestError(SCHEDULE_MESSAGES.milestoneReasonRequired, {
        errorCode: ERROR_CODES.validationFailed,
        issues: [{ path: 'reason', message: SCHEDULE_MESSAGES.milestoneReasonRequired }],
      });
    }
    const row = await updateMilestoneRow(trx, milestoneId, {
      name: input.name,
      description: input.description,
      plannedDate: input.plannedDate,
      plannedPercent: input.plannedPercent,
      position: input.position ?? before.position,
    });
    if (moved && input.reason) {
      await recordPlannedDate(trx, {
        milestoneId,
        previousPlannedDate: before.plannedDate,
        newPlannedDate: row.plannedDate,
        reason: input.reason,
        changedBy: actor.userId,
      });
      await createNotifications(trx, await investorsOfProject(trx, projectId), {
        projectId,
        type: 'milestone',
        ...NOTIFICATION_TEXTS.milestoneMoved({
          projectTitle,
          milestone: row.name,
          previousDate: before.plannedDate,
          newDate: row.plannedDate,
          reason: input.reason,
        }),
      });
    }
    const milestone = toMilestone(row);
    await recordAudit(trx, {
      actor,
      entity: { type: AUDIT_ENTITY_TYPES.projectMilestone, id: milestoneId },
      action: AUDIT_ACTIONS.milestoneUpdate,
      before: toMilestone(before),
      after: milestone,
    });
    return milestone;
  });
}

export async function deleteMilestone(
  { db }: Context,
  actor: AdminActor,
  projectId: number,
  milestoneId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockedProjectTitle(trx, projectId);
    const before = await findMilestone(trx, projectId, milestoneId);
    if (!before) throw milestoneNotFound();
    // Under the project's lock, which a plan change and a release request take too.
    if (await milestoneHasEscrow(trx, milestoneId)) {
      throw new ConflictError(SCHEDULE_MESSAGES.milestoneHasEscrow, {
        errorCode: ERROR_CODES.conflict,
      });
    }
    await deleteMilestoneRow(trx, milestoneId);
    await recordAudit(trx, {
      actor,
      entity: { type: AUDIT_ENTITY_TYPES.projectMilestone, id: milestoneId },
      action: AUDIT_ACTIONS.milestoneDelete,
      before: toMilestone(before),
    });
  });
}
