import type { InvestmentRow, NewInvestment, UnitRow } from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';

// A reservation's own statements: the unit's conditional UPDATE and the reservation outbox
// (docs/decisions.md, "Reservations under contention").

/** What a unit's refusal of an amount is decided from. */
export type UnitTerms = Pick<
  UnitRow,
  | 'id'
  | 'projectId'
  | 'price'
  | 'status'
  | 'soldAt'
  | 'minInvestmentAmount'
  | 'totalInvestmentNeeded'
  | 'currentInvestment'
  | 'reservedAmount'
>;

/** The unit as last committed, without a lock: what a reservation is checked against first. */
export function findUnit(db: Executor, id: number): Promise<UnitTerms | undefined> {
  return db.selectFrom('units').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface ReservationFacts {
  /** The user's reservations awaiting payment: how many, and their total. */
  pendingCount: number;
  pendingTotal: string;
  /** The project's minimum investment; null for an unknown project. */
  projectMinimum: string | null;
  /** The unit as last committed, without a lock; null for an unknown unit. */
  unit: UnitTerms | null;
  /** The day's US dollar to cedi rate; null when none is set. */
  usdToGhsRate: string | null;
}

/**
 * Everything a reservation is checked against, in one statement: each round trip is time the
 * request holds its connection and its user's reservation lock. Run after that lock, in a
 * statement of its own, so the pending figures include every reservation the lock waited for.
 */
export async function reservationFacts(
  db: Executor,
  { userId, projectId, unitId }: { userId: number; projectId: number; unitId: number },
): Promise<ReservationFacts> {
  // The database plugin turns these snake_case names into the camelCase ones read below.
  const { rows } = await sql<{
    pendingCount: number;
    pendingTotal: string;
    projectMinimum: string | null;
    usdToGhsRate: string | null;
    unitId: number | null;
    unitProjectId: number;
    unitPrice: string;
    unitStatus: UnitRow['status'];
    unitSoldAt: Date | null;
    unitMinInvestmentAmount: string;
    unitTotalInvestmentNeeded: string;
    unitCurrentInvestment: string;
    unitReservedAmount: string;
  }>`
    select pending.pending_count, pending.pending_total,
      (select rate from currency_rates where code = 'GHS') as usd_to_ghs_rate,
      p.min_investment as project_minimum,
      u.id as unit_id, u.project_id as unit_project_id, u.price as unit_price,
      u.status as unit_status, u.sold_at as unit_sold_at,
      u.min_investment_amount as unit_min_investment_amount,
      u.total_investment_needed as unit_total_investment_needed,
      u.current_investment as unit_current_investment,
      u.reserved_amount as unit_reserved_amount
    from (select count(*)::int as pending_count, coalesce(sum(amount), 0.00) as pending_total
          from investments where user_id = ${userId} and status = 'pending_payment') pending
    left join projects p on p.id = ${projectId}
    left join units u on u.id = ${unitId}`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('The reservation facts query returns one row');
  return {
    pendingCount: row.pendingCount,
    pendingTotal: row.pendingTotal,
    projectMinimum: row.projectMinimum,
    usdToGhsRate: row.usdToGhsRate,
    unit:
      row.unitId === null
        ? null
        : {
            id: row.unitId,
            projectId: row.unitProjectId,
            price: row.unitPrice,
            status: row.unitStatus,
            soldAt: row.unitSoldAt,
            minInvestmentAmount: row.unitMinInvestmentAmount,
            totalInvestmentNeeded: row.unitTotalInvestmentNeeded,
            currentInvestment: row.unitCurrentInvestment,
            reservedAmount: row.unitReservedAmount,
          },
  };
}

/** The investment and its reservation outbox row, in one statement. */
export function insertReservedInvestment(
  db: Executor,
  values: NewInvestment,
): Promise<InvestmentRow> {
  return db
    .with('investment', (cte) => cte.insertInto('investments').values(values).returningAll())
    .with('outbox', (cte) =>
      cte
        .insertInto('reservationOutbox')
        .columns(['investmentId'])
        .expression((eb) => eb.selectFrom('investment').select('investment.id')),
    )
    .selectFrom('investment')
    .selectAll()
    .executeTakeFirstOrThrow();
}

/**
 * Adds the amount to the unit's reservations in one statement, only while the unit is open,
 * still has room for it, keeps the price the investment's ownership was computed from, and the
 * amount meets the minimum (or takes the unit's last share whole); false when it did not. The
 * unit's row lock is taken here and held until the transaction ends, so callers run it last.
 */
export async function reserveOnUnit(
  db: Executor,
  reservation: {
    unitId: number;
    projectId: number;
    amount: string;
    price: string;
    projectMinimum: string;
  },
): Promise<boolean> {
  const { amount } = reservation;
  const remaining = sql`total_investment_needed - current_investment - reserved_amount`;
  const result = await db
    .updateTable('units')
    .set({ reservedAmount: sql`reserved_amount + ${amount}::numeric`, updatedAt: new Date() })
    .where('id', '=', reservation.unitId)
    .where('projectId', '=', reservation.projectId)
    .where('soldAt', 'is', null)
    .where('status', 'not in', ['sold', 'fully_funded'])
    .where('price', '=', reservation.price)
    .where(sql<boolean>`${remaining} >= ${amount}::numeric`)
    .where(
      sql<boolean>`(${amount}::numeric >= greatest(${reservation.projectMinimum}::numeric, min_investment_amount) or ${amount}::numeric = ${remaining})`,
    )
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
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
