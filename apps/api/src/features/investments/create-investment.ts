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
import { Decimal, toMoneyString } from '@coinvest/contract/decimal';
import type { FastifyInstance } from 'fastify';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ServiceUnavailableError,
} from '../../lib/errors';
import type { Executor } from '../../lib/executor';
import type { AuthUser } from '../../lib/access/request-user';
import type { EmailMessage } from '../email/email.service';
import { insertOutboxEmails, recordedMessage } from '../email/outbox.repository';
import { isKycCurrent, kycRequired } from '../kyc/kyc-gate';
import { createEachNotification } from '../notifications/create-notifications';
import { paymentInstructions } from '../payment-instructions/payment-instructions.service';
import { assertProjectTakesInvestments } from '../projects/projects.service';
import { projectNotFound } from '../../lib/projects/project-lookup';
import { toInvestment } from './investments.mapper';
import {
  reserveInvestment,
  type ReservationFacts,
  type ReservationToNotify,
  type UnitTerms,
} from './reservations.repository';

type Context = Pick<FastifyInstance, 'db' | 'config'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** '5000.00' -> '5,000' and '2500.50' -> '2,500.50', for 'Minimum investment is ...' (docs/product-rules.md, Minimum investment). */
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

/** A request is run again at most this often when the unit keeps changing under it. */
const ATTEMPTS = 3;

/** Why the unit refuses the amount, in the words of docs/product-rules.md; none when it would take it. */
function unitRefusal(unit: UnitTerms, projectMinimum: string, amount: Decimal): Error | undefined {
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
 * Why a reservation was refused, from what the database read when it refused, in the order the
 * rules are told (docs/product-rules.md, Investments): the KYC gate, the pending caps, an unknown
 * project or unit, the unit's own refusal, a missing cedi rate. None when the facts would admit
 * the amount: the unit changed between its reservation and its reading.
 */
function refusalOf(
  facts: ReservationFacts,
  user: AuthUser,
  input: TInvestmentInput,
  limits: { maxCount: number; maxTotalUsd: number },
  now: Date,
): Error | undefined {
  if (user.role !== 'admin' && !isKycCurrent(facts.kyc, now)) return kycRequired('invest');
  if (facts.pendingCount >= limits.maxCount) {
    return new ConflictError(M.pendingCountLimit(limits.maxCount));
  }
  if (new Decimal(facts.pendingTotal).plus(input.amount).gt(limits.maxTotalUsd)) {
    return new ConflictError(M.pendingTotalLimit(displayAmount(String(limits.maxTotalUsd))));
  }
  const { unit, projectMinimum } = facts;
  if (projectMinimum === null) return projectNotFound();
  if (!unit || unit.projectId !== input.projectId) return new NotFoundError(M.unitNotInProject);
  const refusal = unitRefusal(unit, projectMinimum, new Decimal(input.amount));
  if (refusal) return refusal;
  if (!facts.usdToGhsRate) {
    return new ServiceUnavailableError('The cedi exchange rate is not available');
  }
  return undefined;
}

/**
 * Reserves a share of a unit for the caller, in one round trip to the database (reserveInvestment):
 * overfunding is impossible, as the unit's reservation is one conditional UPDATE that adds the
 * amount only while the unit has room; one user's reservations queue behind a lock, so the pending
 * caps hold (docs/adr/0042-reservation-caps-under-a-per-user-lock.md and
 * docs/adr/0043-the-reservation-is-one-sql-function.md). The investment, its idempotency answer and
 * its outbox row commit with it, with the outbox's drain job; the notification and the how-to-pay
 * e-mail are written after the commit by that job. With an Idempotency-Key, a replay (even a
 * concurrent one) answers the first investment.
 */
export async function createInvestment(
  ctx: Context,
  user: AuthUser,
  input: TInvestmentInput,
  idempotencyKey: string | undefined,
  now: Date = new Date(),
): Promise<TInvestment> {
  if (input.userId !== user.id) throw new ForbiddenError(M.notYourself);
  const amount = toMoneyString(input.amount);
  const requestHash = createHash('sha256')
    .update(JSON.stringify([input.projectId, input.unitId, amount]))
    .digest('hex');
  const limits = ctx.config.pendingInvestments;
  await assertProjectTakesInvestments(ctx, input.projectId);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const outcome = await reserveInvestment(ctx.db, {
      userId: user.id,
      projectId: input.projectId,
      unitId: input.unitId,
      amount,
      idempotencyKey,
      requestHash,
      kycExempt: user.role === 'admin',
      pendingLimits: limits,
      paymentReference: paymentReference(),
      paymentDeadline: new Date(now.getTime() + PAYMENT_DEADLINE_DAYS * DAY_MS),
      now,
    });
    if (outcome.kind === 'reserved') return toInvestment(outcome.investment);
    if (outcome.kind === 'replayed') {
      if (outcome.investment === null) throw new ConflictError(M.idempotencyInProgress);
      if (outcome.requestHash !== requestHash) throw new ConflictError(M.idempotencyMismatch);
      return toInvestment(outcome.investment);
    }
    const refusal = refusalOf(outcome.facts, user, input, limits, now);
    if (refusal) throw refusal;
  }
  throw new ConflictError(M.unitChanged);
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
