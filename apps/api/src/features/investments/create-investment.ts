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
import type { UnitRow } from '@coinvest/db';
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
import { usdToGhsRate } from '../currency-rates/currency-rates.repository';
import type { EmailMessage } from '../email/email.service';
import { insertOutboxEmail } from '../email/outbox.repository';
import { assertKycVerified } from '../kyc/kyc-gate';
import { createNotification } from '../notifications/create-notifications';
import { paymentInstructions } from '../payment-instructions/payment-instructions.service';
import { findProjectInvestmentTerms } from '../projects/projects.repository';
import { projectNotFound } from '../projects/projects.service';
import { lockUnit, updateUnitFunding } from '../units/units.repository';
import { findUserById } from '../users/users.repository';
import { toInvestment } from './investments.mapper';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  insertInvestment,
  lockUserReservations,
  pendingReservationsOf,
  storeIdempotentResponse,
} from './investments.repository';

type Context = Pick<FastifyInstance, 'db' | 'config' | 'email'>;

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

  const created = await ctx.db.transaction().execute(async (trx) => {
    if (idempotencyKey !== undefined) {
      // A concurrent request with the same key waits here until the first one commits.
      const claimed = await claimIdempotencyKey(trx, user.id, idempotencyKey, requestHash);
      if (!claimed) return { investment: await replay(trx, user.id, idempotencyKey, requestHash) };
    }
    await assertRoomForReservation(trx, ctx.config.pendingInvestments, user.id, input.amount);
    const project = await findProjectInvestmentTerms(trx, input.projectId);
    if (!project) throw projectNotFound();
    const unit = await lockUnit(trx, input.unitId);
    if (!unit || unit.projectId !== project.id) throw new NotFoundError(M.unitNotInProject);
    if (unit.soldAt !== null || unit.status === 'sold' || unit.status === 'fully_funded') {
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
    const email = await recordPaymentEmail(trx, user.id, investment);
    if (idempotencyKey !== undefined) {
      await storeIdempotentResponse(trx, user.id, idempotencyKey, 201, investment);
    }
    return { investment, email };
  });
  if (created.email) ctx.email.deliverRecorded(created.email.id, created.email.message);
  return created.investment;
}

/**
 * The 'how to pay' e-mail, in the investor's language, recorded in the outbox in the
 * investment's transaction (so a rolled-back investment sends nothing) and delivered after the
 * commit. None while the admin has set no payment instructions: the e-mail would name no account.
 */
async function recordPaymentEmail(
  trx: Executor,
  userId: number,
  investment: TInvestment,
): Promise<{ id: number; message: EmailMessage } | null> {
  const instructions = await paymentInstructions(trx);
  const investor = await findUserById(trx, userId);
  if (!instructions || !investor) return null;
  const message = {
    to: investor.email,
    ...EMAIL_TEXTS.investmentCreated(
      {
        firstName: investor.firstName,
        amount: investment.amount,
        reference: investment.paymentReference,
        deadline: new Date(investment.paymentDeadline),
        bankAccount: instructions.bankAccount,
        mobileMoney: instructions.mobileMoney.map((merchant) => ({
          networkLabel: MOBILE_MONEY_NETWORK_LABELS[merchant.network],
          merchantName: merchant.merchantName,
          merchantNumber: merchant.merchantNumber,
        })),
      },
      investor.preferredLanguage,
    ),
  };
  const row = await insertOutboxEmail(trx, {
    toAddress: message.to,
    subject: message.subject,
    bodyText: message.text,
    bodyHtml: null,
  });
  return { id: row.id, message };
}

/**
 * One user may hold only so many unpaid reservations, of only so much money, so no one can keep
 * every open unit reserved (docs/product-rules.md, Investments). Checked under the user's
 * reservation lock, held until the transaction ends, so concurrent requests pass one by one.
 */
async function assertRoomForReservation(
  trx: Executor,
  limits: { maxCount: number; maxTotalUsd: number },
  userId: number,
  amount: string,
): Promise<void> {
  await lockUserReservations(trx, userId);
  const pending = await pendingReservationsOf(trx, userId);
  if (pending.count >= limits.maxCount)
    throw new ConflictError(M.pendingCountLimit(limits.maxCount));
  if (new Decimal(pending.total).plus(amount).gt(limits.maxTotalUsd)) {
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
