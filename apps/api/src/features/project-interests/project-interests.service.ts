import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  PROJECT_INTEREST_MESSAGES as M,
  type TAdminProjectInterest,
  type TInterestStatus,
  type TProjectInterest,
  NOTIFICATION_TEXTS,
} from '@coinvest/contract';
import { toMoneyString } from '@coinvest/contract/decimal';
import type { FastifyInstance } from 'fastify';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { AdminActor } from '../../lib/access/admin-access';
import { recordAudit } from '../../lib/audit/record-audit';
import type { AuthUser } from '../../lib/access/request-user';
import { createNotification, createNotifications } from '../notifications/create-notifications';
import { findProjectTitle } from '../../lib/projects/project-lookup.repository';
import { findUnitInProject } from '../units/units.repository';
import { toAdminProjectInterest, toProjectInterest } from './project-interests.mapper';
import {
  adminUserIds,
  findAdminInterest,
  insertProjectInterest,
  listAdminInterests,
  lockInterest,
  setInterestStatus,
} from './project-interests.repository';
import { projectNotFound, seesDrafts } from '../../lib/projects/project-lookup';

type Context = Pick<FastifyInstance, 'db'>;

interface InterestInput {
  userId: number;
  projectId: number;
  unitId: number | null;
  unitType: string | null;
  interestAmount: string;
  currency: string;
  contactPreference: string;
  contactInfo: string;
  message: string | null;
  interestType: string;
  unitsRequested: number;
}

/** Records the caller's interest (pending) and tells every admin, in one transaction. */
export async function createProjectInterest(
  ctx: Context,
  user: AuthUser,
  input: InterestInput,
): Promise<TProjectInterest> {
  if (input.userId !== user.id) throw new ForbiddenError(M.notYourself);
  return ctx.db.transaction().execute(async (trx) => {
    const project = await findProjectTitle(trx, input.projectId);
    // A draft is as unknown to an investor as a missing project, here as on every public read.
    if (!project || (project.publishedAt === null && !seesDrafts(user))) throw projectNotFound();
    if (input.unitId !== null) {
      const unit = await findUnitInProject(trx, input.unitId, input.projectId);
      if (!unit) throw new NotFoundError('Unit not found in this project');
    }
    const row = await insertProjectInterest(trx, {
      ...input,
      interestAmount: toMoneyString(input.interestAmount),
      message: input.message === null || input.message.trim() === '' ? null : input.message,
    });
    await createNotifications(trx, await adminUserIds(trx), {
      projectId: project.id,
      ...NOTIFICATION_TEXTS.interestReceived({
        amount: row.interestAmount,
        projectTitle: project.title,
      }),
    });
    return toProjectInterest(row);
  });
}

export async function listProjectInterests(
  ctx: Context,
  status: TInterestStatus | undefined,
): Promise<TAdminProjectInterest[]> {
  return (await listAdminInterests(ctx.db, status)).map(toAdminProjectInterest);
}

/** Approves or rejects a pending interest once; a second decision is a 409. */
export async function decideProjectInterest(
  ctx: Context,
  actor: AdminActor,
  id: number,
  decision: 'approved' | 'rejected',
): Promise<TAdminProjectInterest> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockInterest(trx, id);
    if (!before) throw new NotFoundError(M.notFound);
    if (before.status !== 'pending') throw new ConflictError(M.alreadyDecided);
    await setInterestStatus(trx, id, decision);
    const after = await findAdminInterest(trx, id);
    if (!after) throw new NotFoundError(M.notFound);
    await createNotification(trx, {
      userId: before.userId,
      projectId: before.projectId,
      ...(decision === 'approved'
        ? NOTIFICATION_TEXTS.interestApproved({ projectTitle: after.projectTitle })
        : NOTIFICATION_TEXTS.interestDeclined({ projectTitle: after.projectTitle })),
    });
    await recordAudit(trx, {
      actor,
      entity: { type: AUDIT_ENTITY_TYPES.projectInterest, id },
      action:
        decision === 'approved' ? AUDIT_ACTIONS.interestApprove : AUDIT_ACTIONS.interestReject,
      before: { status: before.status },
      after: { status: decision },
    });
    return toAdminProjectInterest(after);
  });
}
