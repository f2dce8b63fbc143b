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
import { toMoneyString } from '@coinvest/contract/decimal';
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
import { renderEmail } from '../email/email-layout';
import type { EmailMessage } from '../email/email.service';
import { insertOutboxEmails, recordedMessage } from '../email/outbox.repository';
import { kycRequired } from '../kyc/kyc-gate';
import { createEachNotification } from '../notifications/create-notifications';
import { paymentInstructions } from '../payment-instructions/payment-instructions.service';
import { assertProjectTakesInvestments } from '../projects/projects.service';
import { projectNotFound } from '../../lib/projects/project-lookup';
import { toInvestment } from './investments.mapper';
import {
  reserveInvestment,
  type ReservationRefusal,
  type ReservationToNotify,
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

/** A request is run again at most this often when the unit keeps changing under it. */
const ATTEMPTS = 3;

/**
 * The words of reserve_investment's refusal (docs/product-rules.md, Investments); none for a
 * unit that changed under the request, which is tried again.
 */
function refusalMessage(
  refusal: ReservationRefusal,
  limits: { maxCount: number; maxTotalUsd: number },
): Error | undefined {
  switch (refusal.code) {
    case 'kyc_required':
      return kycRequired('invest');
    case 'pending_count':
      return new ConflictError(M.pendingCountLimit(limits.maxCount));
    case 'pending_total':
      return new ConflictError(M.pendingTotalLimit(displayAmount(String(limits.maxTotalUsd))));
    case 'project_not_found':
      return projectNotFound();
    case 'unit_not_in_project':
      return new NotFoundError(M.unitNotInProject);
    case 'unit_not_open':
      return new ConflictError(M.unitNotOpen);
    case 'below_minimum': {
      const message = M.minimum(displayAmount(refusal.minimum));
      return new BadRequestError(message, { issues: [{ path: 'amount', message }] });
    }
    case 'above_remaining':
      return new ConflictError(M.aboveRemaining(displayAmount(refusal.remaining)));
    case 'no_rate':
      return new ServiceUnavailableError('The cedi exchange rate is not available');
    case 'unit_changed':
      return undefined;
  }
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
    const refusal = refusalMessage(outcome.refusal, limits);
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
  supportEmail: string,
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
    return [renderEmail({ to: investorEmail, ...email }, supportEmail)];
  });
  const rows = await insertOutboxEmails(trx, emails);
  return rows.map((row) => ({ id: row.id, message: recordedMessage(row) }));
}
