import { createHash, randomBytes } from 'node:crypto';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  INVESTMENT_MESSAGES as M,
  PAYMENT_DEADLINE_DAYS,
  type TAdminInvestment,
  type TInvestment,
  type TInvestmentInput,
  type TInvestmentStatus,
  type TPaymentMethod,
  NOTIFICATION_TEXTS,
} from '@coinvest/contract';
import { Decimal, percentageOf, toMoneyString } from '@coinvest/contract/decimal';
import type { InvestmentRow, UnitRow } from '@coinvest/db';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ServiceUnavailableError,
} from '../../lib/errors';
import type { Executor } from '../../lib/executor';
import type { AdminActor } from '../audit/admin-access';
import { recordAudit } from '../audit/audit.service';
import type { AuthUser } from '../auth/request-user';
import { assertKycVerified } from '../kyc/kyc-gate';
import { createNotification } from '../notifications/notifications.service';
import { fundingStatus } from '../units/unit-funding-status';
import { toAdminInvestment, toInvestment } from './investments.mapper';
import {
  claimIdempotencyKey,
  findAdminInvestment,
  findIdempotencyKey,
  findProject,
  insertInvestment,
  listAdminInvestments,
  lockInvestment,
  lockOverdueInvestments,
  lockUnit,
  storeIdempotentResponse,
  updateInvestment,
  updateUnitFunding,
  usdToGhsRate,
} from './investments.repository';

type Context = Pick<FastifyInstance, 'db'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The advisory lock that lets one API instance at a time run the expiry job. */
const EXPIRY_LOCK_KEY = 5_000_001;

/** '5000.00' -> '5,000' and '2500.50' -> '2,500.50', as the spec's 'Minimum investment is ...'. */
function displayAmount(value: string): string {
  const [whole = '0', cents = '00'] = toMoneyString(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cents === '00' ? grouped : `${grouped}.${cents}`;
}

function paymentReference(): string {
  return `INV-${randomBytes(6).toString('hex').toUpperCase()}`;
}

function remainingOf(unit: UnitRow): Decimal {
  return new Decimal(unit.totalInvestmentNeeded)
    .minus(unit.currentInvestment)
    .minus(unit.reservedAmount);
}

/**
 * Reserves a share of a unit for the caller: the check of what the unit still needs and the
 * reservation run under the unit's row lock, so concurrent requests can never overfund it.
 * With an Idempotency-Key, a replay (even a concurrent one) answers the first investment.
 */
export async function createInvestment(
  ctx: Context,
  user: AuthUser,
  input: TInvestmentInput,
  idempotencyKey: string | undefined,
  now: Date = new Date(),
): Promise<TInvestment> {
  if (input.userId !== user.id) throw new ForbiddenError(M.notYourself);
  await assertKycVerified(ctx.db, user, 'invest', now);
  const requestHash = createHash('sha256')
    .update(JSON.stringify([input.projectId, input.unitId, toMoneyString(input.amount)]))
    .digest('hex');

  return ctx.db.transaction().execute(async (trx) => {
    if (idempotencyKey !== undefined) {
      // A concurrent request with the same key waits here until the first one commits.
      const claimed = await claimIdempotencyKey(trx, user.id, idempotencyKey, requestHash);
      if (!claimed) return replay(trx, user.id, idempotencyKey, requestHash);
    }
    const project = await findProject(trx, input.projectId);
    if (!project) throw new NotFoundError('Project not found');
    const unit = await lockUnit(trx, input.unitId);
    if (!unit || unit.projectId !== project.id) throw new NotFoundError(M.unitNotInProject);
    if (unit.status === 'sold' || unit.status === 'fully_funded') {
      throw new ConflictError(M.unitNotOpen);
    }

    const amount = new Decimal(input.amount);
    const minimum = Decimal.max(project.minInvestment, unit.minInvestmentAmount);
    const remaining = remainingOf(unit);
    // The last share of a unit may be smaller than the minimum: it may still be taken whole.
    if (amount.lt(minimum) && !amount.eq(remaining)) {
      throw new BadRequestError(M.minimum(displayAmount(minimum.toString())), {
        issues: [{ path: 'amount', message: M.minimum(displayAmount(minimum.toString())) }],
      });
    }
    if (amount.gt(remaining)) {
      throw new ConflictError(
        M.aboveRemaining(displayAmount(Decimal.max(remaining, 0).toString())),
      );
    }
    const rate = await usdToGhsRate(trx);
    if (!rate) throw new ServiceUnavailableError('The cedi exchange rate is not available');

    await updateUnitFunding(trx, unit.id, {
      reservedAmount: toMoneyString(new Decimal(unit.reservedAmount).plus(amount)),
    });
    const row = await insertInvestment(trx, {
      userId: user.id,
      projectId: project.id,
      unitId: unit.id,
      amount: toMoneyString(amount),
      ownershipPercentage: percentageOf(amount, unit.price),
      currentValue: toMoneyString(amount),
      status: 'pending_payment',
      paymentReference: paymentReference(),
      paymentDeadline: new Date(now.getTime() + PAYMENT_DEADLINE_DAYS * DAY_MS),
      usdToGhsRate: rate,
      satisfactionConfirmed: true,
      satisfactionConfirmedAt: now,
    });
    await createNotification(trx, {
      userId: user.id,
      projectId: project.id,
      ...NOTIFICATION_TEXTS.investmentSubmitted({
        amount: row.amount,
        projectTitle: project.title,
        unitNumber: unit.unitNumber,
        reference: row.paymentReference,
      }),
    });
    const investment = toInvestment(row);
    if (idempotencyKey !== undefined) {
      await storeIdempotentResponse(trx, user.id, idempotencyKey, 201, investment);
    }
    return investment;
  });
}

async function replay(
  trx: Executor,
  userId: number,
  key: string,
  requestHash: string,
): Promise<TInvestment> {
  const stored = await findIdempotencyKey(trx, userId, key);
  if (!stored || stored.responseStatus === null) throw new ConflictError(M.idempotencyInProgress);
  if (stored.requestHash !== requestHash) throw new ConflictError(M.idempotencyMismatch);
  return (
    typeof stored.responseBody === 'string' ? JSON.parse(stored.responseBody) : stored.responseBody
  ) as TInvestment;
}

export async function listInvestments(
  ctx: Context,
  query: { status?: TInvestmentStatus; page: number; pageSize: number },
) {
  const { items, total } = await listAdminInvestments(ctx.db, query);
  return { items: items.map(toAdminInvestment), total, page: query.page, pageSize: query.pageSize };
}

async function lockPendingInvestment(trx: Executor, id: number): Promise<InvestmentRow> {
  const investment = await lockInvestment(trx, id);
  if (!investment) throw new NotFoundError(M.notFound);
  if (investment.status !== 'pending_payment') throw new ConflictError(M.notPending);
  return investment;
}

/** The payment arrived: the reservation becomes confirmed funding, the status follows it. */
export async function confirmPayment(
  ctx: Context,
  actor: AdminActor,
  id: number,
  payment: { paymentMethod: TPaymentMethod; paymentReference: string },
  now: Date = new Date(),
): Promise<TAdminInvestment> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockPendingInvestment(trx, id);
    const unit = await lockUnit(trx, before.unitId);
    if (!unit) throw new NotFoundError(M.unitNotInProject);
    const current = new Decimal(unit.currentInvestment).plus(before.amount);
    await updateUnitFunding(trx, unit.id, {
      currentInvestment: toMoneyString(current),
      reservedAmount: toMoneyString(new Decimal(unit.reservedAmount).minus(before.amount)),
      ...(unit.manualStatus || unit.status === 'sold'
        ? {}
        : { status: fundingStatus(current, unit.totalInvestmentNeeded) }),
    });
    const after = await updateInvestment(trx, id, {
      status: 'confirmed',
      paymentMethod: payment.paymentMethod,
      paymentReference: payment.paymentReference,
      paymentConfirmedBy: actor.userId,
      paymentConfirmedAt: now,
    });
    const view = await findAdminInvestment(trx, id);
    await createNotification(trx, {
      userId: before.userId,
      projectId: before.projectId,
      ...NOTIFICATION_TEXTS.paymentConfirmed({
        amount: after.amount,
        projectTitle: view.projectTitle,
        unitNumber: view.unitNumber,
      }),
    });
    await recordAudit(trx, {
      actorUserId: actor.userId,
      action: AUDIT_ACTIONS.investmentConfirmPayment,
      entityType: AUDIT_ENTITY_TYPES.investment,
      entityId: id,
      before: { status: before.status },
      after: {
        status: after.status,
        paymentMethod: after.paymentMethod,
        paymentReference: after.paymentReference,
      },
      ip: actor.ip,
    });
    return toAdminInvestment(view);
  });
}

/** Ends an unpaid investment (cancelled by the admin, or expired) and frees its reservation. */
async function release(
  trx: Executor,
  investment: InvestmentRow,
  status: 'cancelled' | 'expired',
): Promise<InvestmentRow> {
  const unit = await lockUnit(trx, investment.unitId);
  if (unit) {
    await updateUnitFunding(trx, unit.id, {
      reservedAmount: toMoneyString(new Decimal(unit.reservedAmount).minus(investment.amount)),
    });
  }
  const after = await updateInvestment(trx, investment.id, { status });
  await createNotification(trx, {
    userId: investment.userId,
    projectId: investment.projectId,
    ...(status === 'cancelled'
      ? NOTIFICATION_TEXTS.investmentCancelled({ reference: investment.paymentReference })
      : NOTIFICATION_TEXTS.investmentExpired({
          reference: investment.paymentReference,
          deadlineDays: PAYMENT_DEADLINE_DAYS,
        })),
  });
  return after;
}

export async function cancelInvestment(
  ctx: Context,
  actor: AdminActor,
  id: number,
): Promise<TAdminInvestment> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockPendingInvestment(trx, id);
    await release(trx, before, 'cancelled');
    await recordAudit(trx, {
      actorUserId: actor.userId,
      action: AUDIT_ACTIONS.investmentCancel,
      entityType: AUDIT_ENTITY_TYPES.investment,
      entityId: id,
      before: { status: before.status },
      after: { status: 'cancelled' },
      ip: actor.ip,
    });
    return toAdminInvestment(await findAdminInvestment(trx, id));
  });
}

/**
 * Expires every unpaid investment past its deadline at `now`. Only one API instance runs it
 * at a time (a transaction-scoped advisory lock); the others return 0 at once.
 */
export async function expireOverdueInvestments(
  ctx: Context,
  now: Date = new Date(),
): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(${EXPIRY_LOCK_KEY}) as locked`.execute(trx);
    if (!rows[0]?.locked) return 0;
    const overdue = await lockOverdueInvestments(trx, now);
    for (const investment of overdue) await release(trx, investment, 'expired');
    return overdue.length;
  });
}
