import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  ERROR_CODES,
  ESCROW_ERROR_CODES,
  ESCROW_MESSAGES,
  type TAdminEscrowRelease,
  type TAdminProjectEscrow,
  type TEscrowBalance,
  type TEscrowRelease,
  type TProjectEscrow,
  type TReleasePlanInput,
  type TReleaseTranche,
} from '@coinvest/contract';
import { fromMinorUnits } from '@coinvest/contract/decimal';
import type { FastifyInstance } from 'fastify';
import type { AdminActor } from '../../lib/access/admin-access';
import type { AuthUser } from '../../lib/access/request-user';
import { recordAudit } from '../../lib/audit/record-audit';
import { BadRequestError, ConflictError } from '../../lib/errors';
import type { Executor } from '../../lib/executor';
import { isStorableId } from '../../lib/ids';
import { assertProjectShown, projectNotFound } from '../../lib/projects/project-lookup';
import {
  escrowHeldMinor,
  findPayoutAccount,
  findProjectForEscrow,
  hasConfirmedInvestment,
  lockProjectForRelease,
  milestoneIdsOf,
  RELEASED_STATUSES,
  releasedMinorByTranche,
  releasesOf,
  replaceTranches,
  signOffsOf,
  tranchesOf,
  type StoredRelease,
} from './escrow.repository';

type Context = Pick<FastifyInstance, 'db'>;

type SignOffs = Awaited<ReturnType<typeof signOffsOf>>;

function sumOf(values: Iterable<bigint>): bigint {
  let total = 0n;
  for (const value of values) total += value;
  return total;
}

/** 1 to 10000 basis points from a percentage with at most two places ('12.5' → 1250). */
function toShareBps(sharePercent: string): number {
  return Math.round(Number(sharePercent) * 100);
}

function toSharePercent(shareBps: number): string {
  return (shareBps / 100).toFixed(2);
}

export function toRelease(stored: StoredRelease, signOffs: SignOffs): TEscrowRelease {
  const signOff = signOffs.find((row) => row.milestoneId === stored.milestoneId);
  return {
    id: stored.id,
    milestoneId: stored.milestoneId,
    milestoneName: stored.milestoneName,
    amount: fromMinorUnits(stored.amountMinor),
    currency: 'GHS',
    reason: stored.reason,
    status: stored.status,
    signOff:
      stored.milestoneId === null || !signOff?.reviewedAt
        ? null
        : {
            updateId: signOff.updateId,
            inspectorName: signOff.inspectorName,
            signedOffAt: signOff.reviewedAt.toISOString(),
            evidenceCount: Number(signOff.evidenceCount ?? 0),
          },
    requestedAt: stored.requestedAt.toISOString(),
    approvedAt: stored.approvedAt?.toISOString() ?? null,
    paidAt: stored.paidAt?.toISOString() ?? null,
  };
}

export function toAdminRelease(stored: StoredRelease, signOffs: SignOffs): TAdminEscrowRelease {
  return {
    ...toRelease(stored, signOffs),
    requestedBy: { id: stored.requestedBy, username: stored.requestedByUsername },
    approvedBy:
      stored.approvedBy === null
        ? null
        : { id: stored.approvedBy, username: stored.approvedByUsername ?? '' },
    transferReference: stored.transferReference,
    failureReason: stored.failureReason,
  };
}

/**
 * What the escrow has received, released and holds, per currency, cedis first. What it holds
 * is the escrow account's balance in the ledger; released is what left it for the developer
 * (on its way or paid), only ever in cedis; received is both together.
 */
async function balancesOf(db: Executor, projectId: number): Promise<TEscrowBalance[]> {
  const held = await escrowHeldMinor(db, projectId);
  const released = sumOf((await releasedMinorByTranche(db, projectId, RELEASED_STATUSES)).values());
  if (released > 0n && !held.has('GHS')) held.set('GHS', 0n);
  return (['GHS', 'USD'] as const).flatMap((currency) => {
    const heldMinor = held.get(currency);
    if (heldMinor === undefined) return [];
    const releasedMinor = currency === 'GHS' ? released : 0n;
    return [
      {
        currency,
        received: fromMinorUnits(heldMinor + releasedMinor),
        released: fromMinorUnits(releasedMinor),
        held: fromMinorUnits(heldMinor),
      },
    ];
  });
}

async function tranchesView(
  db: Executor,
  projectId: number,
  signOffs: SignOffs,
): Promise<TReleaseTranche[]> {
  const [tranches, released] = await Promise.all([
    tranchesOf(db, projectId),
    releasedMinorByTranche(db, projectId, RELEASED_STATUSES),
  ]);
  return tranches.map((tranche) => ({
    milestoneId: tranche.milestoneId,
    milestoneName: tranche.milestoneName,
    sharePercent: toSharePercent(tranche.shareBps),
    signedOff:
      tranche.milestoneId !== null &&
      signOffs.some((row) => row.milestoneId === tranche.milestoneId),
    released: fromMinorUnits(released.get(tranche.milestoneId) ?? 0n),
  }));
}

/** The investors' view: releases only once they left the escrow (on their way or paid). */
export async function getProjectEscrow(
  ctx: Context,
  projectId: number,
  caller: AuthUser | null,
): Promise<TProjectEscrow> {
  await assertProjectShown(ctx, projectId, caller);
  const signOffs = await signOffsOf(ctx.db, projectId);
  const [balances, tranches, releases] = await Promise.all([
    balancesOf(ctx.db, projectId),
    tranchesView(ctx.db, projectId, signOffs),
    releasesOf(ctx.db, projectId, RELEASED_STATUSES),
  ]);
  return {
    projectId,
    balances,
    tranches,
    releases: releases.map((row) => toRelease(row, signOffs)),
  };
}

/** The admin's view: every release, the developer and their verified payout account. */
export async function getAdminProjectEscrow(
  ctx: Context,
  projectId: number,
): Promise<TAdminProjectEscrow> {
  const project = isStorableId(projectId)
    ? await findProjectForEscrow(ctx.db, projectId)
    : undefined;
  if (!project) throw projectNotFound();
  const signOffs = await signOffsOf(ctx.db, projectId);
  const [balances, tranches, releases, account, locked] = await Promise.all([
    balancesOf(ctx.db, projectId),
    tranchesView(ctx.db, projectId, signOffs),
    releasesOf(ctx.db, projectId),
    project.developerId === null
      ? Promise.resolve(undefined)
      : findPayoutAccount(ctx.db, project.developerId),
    hasConfirmedInvestment(ctx.db, projectId),
  ]);
  return {
    projectId,
    balances,
    tranches,
    releases: releases.map((row) => toAdminRelease(row, signOffs)),
    developerId: project.developerId,
    payoutAccount: account
      ? {
          kind: account.kind,
          bankCode: account.bankCode,
          accountNumber: account.accountNumber,
          accountName: account.accountName,
          verifiedAt: account.verifiedAt.toISOString(),
        }
      : null,
    planEditable: !locked,
  };
}

/**
 * Replaces the project's release plan. The plan is what investors put their money in on, so it
 * is fixed once an investment in the project is confirmed; every milestone it names must be one
 * of the project's schedule.
 */
export async function putReleasePlan(
  { db }: Context,
  actor: AdminActor,
  projectId: number,
  input: TReleasePlanInput,
): Promise<TReleaseTranche[]> {
  return db.transaction().execute(async (trx) => {
    if (!isStorableId(projectId) || !(await lockProjectForRelease(trx, projectId))) {
      throw projectNotFound();
    }
    if (await hasConfirmedInvestment(trx, projectId)) {
      throw new ConflictError(ESCROW_MESSAGES.releasePlanLocked, {
        errorCode: ESCROW_ERROR_CODES.releasePlanLocked,
      });
    }
    const milestones = new Set((await milestoneIdsOf(trx, projectId)).map((row) => row.id));
    const unknown = input.tranches.findIndex(
      (tranche) => tranche.milestoneId !== null && !milestones.has(tranche.milestoneId),
    );
    if (unknown !== -1) {
      throw new BadRequestError(ESCROW_MESSAGES.trancheMilestoneUnknown, {
        errorCode: ERROR_CODES.validationFailed,
        issues: [
          {
            path: `tranches.${unknown}.milestoneId`,
            message: ESCROW_MESSAGES.trancheMilestoneUnknown,
          },
        ],
      });
    }
    const signOffs = await signOffsOf(trx, projectId);
    const before = await tranchesView(trx, projectId, signOffs);
    await replaceTranches(
      trx,
      projectId,
      input.tranches.map((tranche) => ({
        milestoneId: tranche.milestoneId,
        shareBps: toShareBps(tranche.sharePercent),
      })),
    );
    const after = await tranchesView(trx, projectId, signOffs);
    await recordAudit(trx, {
      actor,
      entity: { type: AUDIT_ENTITY_TYPES.project, id: projectId },
      action: AUDIT_ACTIONS.escrowReleasePlan,
      before,
      after,
    });
    return after;
  });
}
