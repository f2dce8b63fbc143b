import type { InvestmentRow, KycVerificationRow, UnitRow } from '@coinvest/db';
import { sql } from 'kysely';
import { preparedQuery } from '../../lib/compiled-query-cache';
import type { Executor } from '../../lib/executor';
import { requestDrainCall } from '../../lib/jobs/outbox-drain';

// A reservation's own statements: the reservation itself and the reservation outbox
// (docs/adr/0040-reservations-never-overfund-a-unit.md and
// docs/adr/0043-the-reservation-is-one-sql-function.md).

/** The job that writes what new reservations tell their investors (reservation-outbox.plugin). */
export const DRAIN_RESERVATION_OUTBOX = 'drain-reservation-outbox';

/** What a unit's refusal of an amount is decided from. */
export type UnitTerms = Pick<
  UnitRow,
  | 'projectId'
  | 'price'
  | 'status'
  | 'soldAt'
  | 'minInvestmentAmount'
  | 'totalInvestmentNeeded'
  | 'currentInvestment'
  | 'reservedAmount'
>;

/** What reserve_investment read when it refused: the API words the refusal from it. */
export interface ReservationFacts {
  /** The caller's identity check; undefined when they never submitted one. */
  kyc: Pick<KycVerificationRow, 'status' | 'expiresAt'> | undefined;
  /** The user's reservations awaiting payment: how many, and their total. */
  pendingCount: number;
  pendingTotal: string;
  /** The project's minimum investment; null for an unknown project. */
  projectMinimum: string | null;
  /** The unit as it is after the refusal; null for an unknown unit. */
  unit: UnitTerms | null;
  /** The day's US dollar to cedi rate; null when none is set. */
  usdToGhsRate: string | null;
}

export type ReservationOutcome =
  | { kind: 'reserved'; investment: InvestmentRow }
  /** The Idempotency-Key's first request: its hash and investment (null while it runs). */
  | { kind: 'replayed'; requestHash: string | null; investment: InvestmentRow | null }
  | { kind: 'refused'; facts: ReservationFacts };

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
  kycStatus: KycVerificationRow['status'] | null;
  kycExpiresAt: Date | null;
  storedRequestHash: string | null;
  pendingCount: number | null;
  pendingTotal: string | null;
  projectMinimum: string | null;
  ghsRate: string | null;
  unitFound: boolean;
  unitProjectId: number | null;
  unitPrice: string | null;
  unitStatus: UnitRow['status'] | null;
  unitSoldAt: Date | null;
  unitMinInvestmentAmount: string | null;
  unitTotalInvestmentNeeded: string | null;
  unitCurrentInvestment: string | null;
  unitReservedAmount: string | null;
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
    select r.outcome, r.kyc_status, r.kyc_expires_at, r.stored_request_hash, r.pending_count,
      r.pending_total, r.project_minimum, r.ghs_rate, r.unit_found, r.unit_project_id,
      r.unit_price, r.unit_status, r.unit_sold_at, r.unit_min_investment_amount,
      r.unit_total_investment_needed, r.unit_current_investment, r.unit_reserved_amount,
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
 * The whole reservation in one round trip: reserve_investment (migration
 * 20261127T0900Z-reserve-investment) checks the KYC gate, claims the Idempotency-Key, takes the
 * user's reservation lock, checks the pending caps and reserves on the unit with one conditional
 * UPDATE, and writes the investment, its outbox row and its idempotent answer only when every rule
 * admits the amount (docs/adr/0043-the-reservation-is-one-sql-function.md); the same statement then
 * adds the outbox's drain job.
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
  const {
    outcome,
    kycStatus,
    kycExpiresAt,
    storedRequestHash,
    pendingCount,
    pendingTotal,
    projectMinimum,
    ghsRate,
    unitFound,
    unitProjectId,
    unitPrice,
    unitStatus,
    unitSoldAt,
    unitMinInvestmentAmount,
    unitTotalInvestmentNeeded,
    unitCurrentInvestment,
    unitReservedAmount,
    ...columns
  } = row;
  // Every investment column is set when there is an investment: its id says whether there is.
  const investment = columns.id === null ? null : (columns as InvestmentRow);
  if (outcome === 'reserved') {
    if (!investment) throw new Error('reserve_investment reserved without an investment');
    return { kind: 'reserved', investment };
  }
  if (outcome === 'replayed')
    return { kind: 'replayed', requestHash: storedRequestHash, investment };
  return {
    kind: 'refused',
    facts: {
      kyc: kycStatus === null ? undefined : { status: kycStatus, expiresAt: kycExpiresAt },
      pendingCount: pendingCount ?? 0,
      pendingTotal: pendingTotal ?? '0.00',
      projectMinimum,
      usdToGhsRate: ghsRate,
      // A found unit's columns are all set: they are NOT NULL but sold_at.
      unit: unitFound
        ? ({
            projectId: unitProjectId,
            price: unitPrice,
            status: unitStatus,
            soldAt: unitSoldAt,
            minInvestmentAmount: unitMinInvestmentAmount,
            totalInvestmentNeeded: unitTotalInvestmentNeeded,
            currentInvestment: unitCurrentInvestment,
            reservedAmount: unitReservedAmount,
          } as UnitTerms)
        : null,
    },
  };
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
