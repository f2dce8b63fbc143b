import { createHash, randomBytes } from 'node:crypto';
import {
  EMAIL_TEXTS,
  INVESTMENT_MESSAGES as M,
  MOBILE_MONEY_NETWORK_LABELS,
  NOTIFICATION_TEXTS,
  PAYMENT_DEADLINE_DAYS,
  type TInvestment,
  type TInvestmentInput,
} from '@coinvest/contract';
import { Decimal, percentageOf, toMoneyString } from '@coinvest/contract/decimal';
import type { FastifyInstance } from 'fastify';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ServiceUnavailableError,
} from '../../lib/errors';
import type { Executor } from '../../lib/executor';
import type { AuthUser } from '../auth/request-user';
import type { EmailMessage } from '../email/email.service';
import { insertOutboxEmails, recordedMessage } from '../email/outbox.repository';
import { assertKycVerified } from '../kyc/kyc-gate';
import { createEachNotification } from '../notifications/create-notifications';
import { paymentInstructions } from '../payment-instructions/payment-instructions.service';
import { projectNotFound } from '../projects/projects.service';
import { toInvestment } from './investments.mapper';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  lockUserReservations,
  storeIdempotentResponse,
} from './investments.repository';
import {
  findUnit,
  insertReservedInvestment,
  reservationFacts,
  reserveOnUnit,
  type ReservationFacts,
  type ReservationToNotify,
  type UnitTerms,
} from './reservations.repository';

type Context = Pick<FastifyInstance, 'db' | 'config' | 'reservationOutbox'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** '5000.00' -> '5,000' and '2500.50' -> '2,500.50', as the spec's 'Minimum investment is ...'. */
function displayAmount(value: string): string {
  const [whole = '0', cents = '00'] = toMoneyString(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cents === '00' ? grouped : `${grouped}.${cents}`;
}

function paymentReference(): string {
  return `INV-${randomBytes(6).toString('hex').toUpperCase()}`;
}

function remainingOf(unit: UnitTerms): Decimal {
  return new Decimal(unit.totalInvestmentNeeded)
    .minus(unit.currentInvestment)
    .minus(unit.reservedAmount);
}

/** Thrown when the unit changed between its check and its reservation: the request runs again. */
class UnitChangedMeanwhile extends Error {}

/** A request is run again at most this often when the unit keeps changing under it. */
const ATTEMPTS = 3;

/** Why the unit refuses the amount, as the spec words it; none when it would take it. */
function refusalOf(unit: UnitTerms, projectMinimum: string, amount: Decimal): Error | undefined {
  if (unit.soldAt !== null || unit.status === 'sold' || unit.status === 'fully_funded') {
    return new ConflictError(M.unitNotOpen);
  }
  const minimum = Decimal.max(projectMinimum, unit.minInvestmentAmount);
  const remaining = remainingOf(unit);
  // The last share of a unit may be smaller than the minimum: it may still be taken whole.
  if (amount.lt(minimum) && !amount.eq(remaining)) {
    const message = M.minimum(displayAmount(minimum.toString()));
    return new BadRequestError(message, { issues: [{ path: 'amount', message }] });
  }
  if (amount.gt(remaining)) {
    return new ConflictError(M.aboveRemaining(displayAmount(Decimal.max(remaining, 0).toString())));
  }
  return undefined;
}

/**
 * Reserves a share of a unit for the caller. Overfunding is impossible: the reservation is one
 * conditional UPDATE that adds the amount only while the unit has room, and it runs last, so
 * the unit's row lock is held only until the commit right after it (docs/decisions.md,
 * "Reservations under contention"). The investment, its idempotency record and its outbox row
 * commit with it; the notification and the how-to-pay e-mail are written after the commit by
 * the reservation outbox. With an Idempotency-Key, a replay (even a concurrent one) answers
 * the first investment.
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
  for (let attempt = 1; ; attempt++) {
    try {
      const { investment, reserved } = await reserve(ctx, user, input, idempotencyKey, now);
      if (reserved) void ctx.reservationOutbox.drain();
      return investment;
    } catch (error) {
      if (!(error instanceof UnitChangedMeanwhile) || attempt === ATTEMPTS) throw error;
    }
  }
}

async function reserve(
  ctx: Context,
  user: AuthUser,
  input: TInvestmentInput,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<{ investment: TInvestment; reserved: boolean }> {
  const requestHash = createHash('sha256')
    .update(JSON.stringify([input.projectId, input.unitId, toMoneyString(input.amount)]))
    .digest('hex');
  const amount = new Decimal(input.amount);

  return ctx.db.transaction().execute(async (trx) => {
    if (idempotencyKey !== undefined) {
      // A concurrent request with the same key waits here until the first one commits.
      const claimed = await claimIdempotencyKey(trx, user.id, idempotencyKey, requestHash);
      if (!claimed) {
        return {
          investment: await replay(trx, user.id, idempotencyKey, requestHash),
          reserved: false,
        };
      }
    }
    await lockUserReservations(trx, user.id);
    const facts = await reservationFacts(trx, {
      userId: user.id,
      projectId: input.projectId,
      unitId: input.unitId,
    });
    assertRoomForReservation(ctx.config.pendingInvestments, facts, input.amount);
    const { unit, projectMinimum } = facts;
    if (projectMinimum === null) throw projectNotFound();
    // Checked without the unit's lock, so most refusals cost no lock; reserveOnUnit decides.
    if (!unit || unit.projectId !== input.projectId) throw new NotFoundError(M.unitNotInProject);
    const refusal = refusalOf(unit, projectMinimum, amount);
    if (refusal) throw refusal;
    if (!facts.usdToGhsRate) {
      throw new ServiceUnavailableError('The cedi exchange rate is not available');
    }

    const row = await insertReservedInvestment(trx, {
      userId: user.id,
      projectId: input.projectId,
      unitId: unit.id,
      amount: toMoneyString(amount),
      ownershipPercentage: percentageOf(amount, unit.price),
      currentValue: toMoneyString(amount),
      status: 'pending_payment',
      paymentReference: paymentReference(),
      paymentDeadline: new Date(now.getTime() + PAYMENT_DEADLINE_DAYS * DAY_MS),
      usdToGhsRate: facts.usdToGhsRate,
      satisfactionConfirmed: true,
      satisfactionConfirmedAt: now,
    });
    const investment = toInvestment(row);
    if (idempotencyKey !== undefined) {
      await storeIdempotentResponse(trx, user.id, idempotencyKey, 201, investment);
    }
    const reserved = await reserveOnUnit(trx, {
      unitId: unit.id,
      projectId: input.projectId,
      amount: toMoneyString(amount),
      price: unit.price,
      projectMinimum,
    });
    if (!reserved) {
      // Another request took the room (or the unit changed) since it was read: say why.
      const current = await findUnit(trx, unit.id);
      throw (current && refusalOf(current, projectMinimum, amount)) ?? new UnitChangedMeanwhile();
    }
    return { investment, reserved: true };
  });
}

/**
 * Writes what new reservations tell their investors, after their commit: each one's
 * notification (with its live update) and how-to-pay e-mail, each kind in one statement.
 * Run by the reservation outbox in its transaction, which also deletes the outbox rows; returns
 * the e-mails to deliver once committed. None while the admin has set no payment instructions:
 * the e-mail would name no account.
 */
export async function notifyReservations(
  trx: Executor,
  reservations: readonly ReservationToNotify[],
): Promise<{ id: number; message: EmailMessage }[]> {
  await createEachNotification(
    trx,
    reservations.map((reservation) => ({
      userId: reservation.userId,
      projectId: reservation.projectId,
      ...NOTIFICATION_TEXTS.investmentSubmitted({
        amount: reservation.amount,
        projectTitle: reservation.projectTitle,
        unitNumber: reservation.unitNumber,
        reference: reservation.paymentReference,
      }),
    })),
  );
  const instructions = await paymentInstructions(trx);
  if (!instructions) return [];
  const mobileMoney = instructions.mobileMoney.map((merchant) => ({
    networkLabel: MOBILE_MONEY_NETWORK_LABELS[merchant.network],
    merchantName: merchant.merchantName,
    merchantNumber: merchant.merchantNumber,
  }));
  const emails = reservations.flatMap(({ investorEmail, investorFirstName, ...reservation }) => {
    if (investorEmail === null || investorFirstName === null) return [];
    const investment = toInvestment(reservation);
    const email = EMAIL_TEXTS.investmentCreated(
      {
        firstName: investorFirstName,
        amount: investment.amount,
        reference: investment.paymentReference,
        deadline: new Date(investment.paymentDeadline),
        bankAccount: instructions.bankAccount,
        mobileMoney,
      },
      reservation.investorLanguage,
    );
    return [{ to: investorEmail, ...email }];
  });
  const rows = await insertOutboxEmails(trx, emails);
  return rows.map((row) => ({ id: row.id, message: recordedMessage(row) }));
}

/**
 * One user may hold only so many unpaid reservations, of only so much money, so no one can keep
 * every open unit reserved (docs/product-rules.md, Investments). The caller read the figures
 * under the user's reservation lock, held until the transaction ends, so concurrent requests
 * pass one by one.
 */
function assertRoomForReservation(
  limits: { maxCount: number; maxTotalUsd: number },
  pending: Pick<ReservationFacts, 'pendingCount' | 'pendingTotal'>,
  amount: string,
): void {
  if (pending.pendingCount >= limits.maxCount) {
    throw new ConflictError(M.pendingCountLimit(limits.maxCount));
  }
  if (new Decimal(pending.pendingTotal).plus(amount).gt(limits.maxTotalUsd)) {
    throw new ConflictError(M.pendingTotalLimit(displayAmount(String(limits.maxTotalUsd))));
  }
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
