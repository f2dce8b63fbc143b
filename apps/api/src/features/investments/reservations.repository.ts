import type { InvestmentRow } from '@coinvest/db';
import { sql } from 'kysely';
import { preparedQuery } from '../../lib/compiled-query-cache';
import type { Executor } from '../../lib/executor';
import { requestDrainCall } from '../../lib/jobs/outbox-drain';

// A reservation's own statements: the reservation itself and the reservation outbox
// (docs/adr/0040-reservations-never-overfund-a-unit.md and
// docs/adr/0043-the-reservation-is-one-sql-function.md).

/** The job that writes what new reservations tell their investors (reservation-outbox.plugin). */
export const DRAIN_RESERVATION_OUTBOX = 'drain-reservation-outbox';

/**
 * Why reserve_investment refused, in the order it checks (docs/product-rules.md, Investments):
 * unit_changed when the unit refused an amount it would take by the time it was read again.
 */
export type ReservationRefusal =
  | { code: 'kyc_required' | 'pending_count' | 'pending_total' | 'project_not_found' }
  | { code: 'unit_not_in_project' | 'unit_not_open' | 'no_rate' | 'unit_changed' }
  /** The higher of the project's and the unit's minimum. */
  | { code: 'below_minimum'; minimum: string }
  /** What the unit still needs, never below zero. */
  | { code: 'above_remaining'; remaining: string };

export type ReservationOutcome =
  | { kind: 'reserved'; investment: InvestmentRow }
  /** The Idempotency-Key's first request: its hash and investment (null while it runs). */
  | { kind: 'replayed'; requestHash: string | null; investment: InvestmentRow | null }
  | { kind: 'refused'; refusal: ReservationRefusal };

export interface Reservation {
  userId: number;
  projectId: number;
  unitId: number;
  /** Two decimal places, as toMoneyString writes it. */
  amount: string;
  idempotencyKey: string | undefined;
  requestHash: string;
  /** The admin passes the KYC gate (docs/product-rules.md, KYC gate). */
  kycExempt: boolean;
  pendingLimits: { maxCount: number; maxTotalUsd: number };
  paymentReference: string;
  paymentDeadline: Date;
  now: Date;
}

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** The function's own columns; the investment's columns follow, all null when there is none. */
interface OutcomeColumns {
  outcome: ReservationOutcome['kind'];
  refusal: ReservationRefusal['code'] | null;
  storedRequestHash: string | null;
  minimumAmount: string | null;
  remainingAmount: string | null;
}

type ReservationValues = Omit<Reservation, 'idempotencyKey' | 'pendingLimits'> & {
  idempotencyKey: string | null;
  maxCount: number;
  maxTotalUsd: number;
};

// Built and compiled once: every reservation runs it with its own values.
const reserveStatement = preparedQuery<ReservationValues, OutcomeColumns & Nullable<InvestmentRow>>(
  [
    'userId',
    'projectId',
    'unitId',
    'amount',
    'idempotencyKey',
    'requestHash',
    'kycExempt',
    'maxCount',
    'maxTotalUsd',
    'paymentReference',
    'paymentDeadline',
    'now',
  ],
  // The database plugin turns these snake_case names into the camelCase ones read below.
  (_db, values) => sql`
    select r.outcome, r.refusal, r.stored_request_hash, r.minimum_amount, r.remaining_amount,
      (r.investment).*
    from reserve_investment(
      ${values.userId}::integer, ${values.projectId}::integer,
      ${values.unitId}::integer, ${values.amount}::numeric,
      ${values.idempotencyKey}::text, ${values.requestHash}::text,
      ${values.kycExempt}::boolean, ${values.maxCount}::integer,
      ${values.maxTotalUsd}::numeric, ${values.paymentReference}::text,
      ${values.paymentDeadline}::timestamptz, ${values.now}::timestamptz) r
    -- A reservation made asks for the outbox's drain in its own transaction (this statement).
    left join lateral (
      select ${requestDrainCall(DRAIN_RESERVATION_OUTBOX)} where r.outcome = 'reserved'
    ) drain on true`,
);

/**
 * The whole reservation in one round trip: reserve_investment (its current definition is in
 * packages/db/src/migrations/20261128T2100Z-reserve-investment-refusal-code.ts) checks the KYC
 * gate, takes the user's reservation lock, answers a known Idempotency-Key, checks the pending
 * caps and reserves on the unit with one conditional UPDATE, and writes the investment, its
 * outbox row and its idempotent answer only when every rule admits the amount; otherwise it
 * says which rule refused (docs/adr/0043-the-reservation-is-one-sql-function.md). The same
 * statement then adds the outbox's drain job.
 */
export async function reserveInvestment(
  db: Executor,
  reservation: Reservation,
): Promise<ReservationOutcome> {
  const { idempotencyKey, pendingLimits, ...rest } = reservation;
  const { rows } = await reserveStatement(db, {
    ...rest,
    idempotencyKey: idempotencyKey ?? null,
    ...pendingLimits,
  });
  const row = rows[0];
  if (!row) throw new Error('reserve_investment returns one row');
  const { outcome, refusal, storedRequestHash, minimumAmount, remainingAmount, ...columns } = row;
  // Every investment column is set when there is an investment: its id says whether there is.
  const investment = columns.id === null ? null : (columns as InvestmentRow);
  if (outcome === 'reserved') {
    if (!investment) throw new Error('reserve_investment reserved without an investment');
    return { kind: 'reserved', investment };
  }
  if (outcome === 'replayed')
    return { kind: 'replayed', requestHash: storedRequestHash, investment };
  if (refusal === 'below_minimum') {
    if (minimumAmount === null) throw new Error('below_minimum comes with minimum_amount');
    return { kind: 'refused', refusal: { code: refusal, minimum: minimumAmount } };
  }
  if (refusal === 'above_remaining') {
    if (remainingAmount === null) throw new Error('above_remaining comes with remaining_amount');
    return { kind: 'refused', refusal: { code: refusal, remaining: remainingAmount } };
  }
  if (refusal === null) throw new Error('reserve_investment refused without a refusal code');
  return { kind: 'refused', refusal: { code: refusal } };
}

export type ReservationToNotify = Awaited<ReturnType<typeof lockReservationOutbox>>[number];

/**
 * Takes up to `limit` reservations whose notification is still to be written, oldest first,
 * with what their notification and e-mail say and to whom; rows another instance holds are skipped, and
 * the caller's transaction deletes them, so each is taken once.
 */
export function lockReservationOutbox(db: Executor, limit: number) {
  return db
    .selectFrom('reservationOutbox as o')
    .innerJoin('investments as i', 'i.id', 'o.investmentId')
    .innerJoin('projects as p', 'p.id', 'i.projectId')
    .innerJoin('units as u', 'u.id', 'i.unitId')
    .leftJoin('users as investor', 'investor.id', 'i.userId')
    .select(['o.id as outboxId', 'p.title as projectTitle', 'u.unitNumber'])
    .select([
      'investor.email as investorEmail',
      'investor.firstName as investorFirstName',
      'investor.preferredLanguage as investorLanguage',
    ])
    .selectAll('i')
    .orderBy('o.id')
    .limit(limit)
    .forUpdate('o')
    .skipLocked()
    .execute();
}

export async function deleteReservationOutbox(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('reservationOutbox').where('id', 'in', ids).execute();
}
