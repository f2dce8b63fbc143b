import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';

// A reservation's own statements: the unit's conditional UPDATE and the reservation outbox
// (docs/decisions.md, "Reservations under contention").

/** The unit as last committed, without a lock: what a reservation is checked against first. */
export function findUnit(db: Executor, id: number) {
  return db.selectFrom('units').selectAll().where('id', '=', id).executeTakeFirst();
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

export async function insertReservationOutbox(db: Executor, investmentId: number): Promise<void> {
  await db.insertInto('reservationOutbox').values({ investmentId }).execute();
}

/**
 * Takes up to `limit` reservations whose notification is still to be written, oldest first,
 * with what their notification and e-mail say; rows another instance holds are skipped, and
 * the caller's transaction deletes them, so each is taken once.
 */
export function lockReservationOutbox(db: Executor, limit: number) {
  return db
    .selectFrom('reservationOutbox as o')
    .innerJoin('investments as i', 'i.id', 'o.investmentId')
    .innerJoin('projects as p', 'p.id', 'i.projectId')
    .innerJoin('units as u', 'u.id', 'i.unitId')
    .select(['o.id as outboxId', 'p.title as projectTitle', 'u.unitNumber'])
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
