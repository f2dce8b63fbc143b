import type {
  NewPayment,
  NewPaymentEvent,
  PaymentChanges,
  PaymentEventRow,
  PaymentRow,
  PaymentStatus,
} from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';
import { timestampKey } from '../../lib/keyset';

export function insertPayment(db: Executor, payment: NewPayment): Promise<PaymentRow> {
  return db.insertInto('payments').values(payment).returningAll().executeTakeFirstOrThrow();
}

export function updatePayment(db: Executor, id: number, changes: PaymentChanges) {
  return db
    .updateTable('payments')
    .set({ ...changes, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findPaymentByReference(
  db: Executor,
  reference: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
}

/** The payment with our reference, locked until the transaction ends: one settlement at a time. */
export function lockPaymentByReference(
  db: Executor,
  reference: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('reference', '=', reference)
    .forUpdate()
    .executeTakeFirst();
}

/** An investment's payments, newest first. */
export function listPaymentsOfInvestment(db: Executor, investmentId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('investmentId', '=', investmentId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The investor's own payments, each with the project's unit it pays for and its latest refund. */
function investorPaymentQuery(db: Executor, userId: number) {
  return db
    .selectFrom('payments as pay')
    .innerJoin('investments as i', 'i.id', 'pay.investmentId')
    .innerJoin('projects as p', 'p.id', 'i.projectId')
    .innerJoin('units as un', 'un.id', 'i.unitId')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('refunds as r')
          .select(['r.amountMinor', 'r.currency', 'r.status', 'r.createdAt', 'r.processedAt'])
          .whereRef('r.paymentReference', '=', 'pay.reference')
          .orderBy('r.id', 'desc')
          .limit(1)
          .as('ref'),
      (join) => join.onTrue(),
    )
    .selectAll('pay')
    .select([
      'p.title as projectTitle',
      'un.unitNumber as unitNumber',
      'ref.amountMinor as refundAmountMinor',
      'ref.currency as refundCurrency',
      'ref.status as refundStatus',
      'ref.createdAt as refundCreatedAt',
      'ref.processedAt as refundProcessedAt',
    ])
    .where('pay.userId', '=', userId);
}

export type InvestorPaymentRow = Awaited<ReturnType<typeof listPaymentsOfInvestor>>[number];

/** Every payment of the investor's, newest first. */
export function listPaymentsOfInvestor(db: Executor, userId: number) {
  return investorPaymentQuery(db, userId)
    .orderBy('pay.createdAt', 'desc')
    .orderBy('pay.id', 'desc')
    .execute();
}

/** The investor's payment with this reference; undefined for an unknown one or another's. */
export function findPaymentOfInvestor(db: Executor, userId: number, reference: string) {
  return investorPaymentQuery(db, userId).where('pay.reference', '=', reference).executeTakeFirst();
}

/** References of the payments still pending that were started before `startedBefore`. */
export async function pendingPaymentReferences(
  db: Executor,
  startedBefore: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('payments')
    .select('reference')
    .where('status', '=', 'pending')
    .where('createdAt', '<', startedBefore)
    .orderBy('createdAt')
    .limit(limit)
    .execute();
  return rows.map((row) => row.reference);
}

/**
 * Records a provider's event once: undefined when the same event for the same reference was
 * recorded before (a redelivery).
 */
export function insertPaymentEventOnce(
  db: Executor,
  event: NewPaymentEvent,
): Promise<PaymentEventRow | undefined> {
  return db
    .insertInto('paymentEvents')
    .values(event)
    .onConflict((conflict) => conflict.columns(['provider', 'event', 'reference']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The admin's rows: the payment with its investor and the project's unit it pays for. */
function adminPaymentQuery(db: Executor) {
  return db
    .selectFrom('payments as pay')
    .innerJoin('investments as i', 'i.id', 'pay.investmentId')
    .innerJoin('users as u', 'u.id', 'pay.userId')
    .innerJoin('projects as p', 'p.id', 'i.projectId')
    .innerJoin('units as un', 'un.id', 'i.unitId')
    .selectAll('pay')
    .select([
      'u.email as investorEmail',
      'u.username as investorName',
      'p.title as projectTitle',
      'un.unitNumber as unitNumber',
    ])
    .select((eb) =>
      eb
        .selectFrom('refunds as r')
        .select('r.status')
        .whereRef('r.paymentReference', '=', 'pay.reference')
        .orderBy('r.id', 'desc')
        .limit(1)
        .as('refundStatus'),
    );
}

/** 0 for an exception, 1 for any other status: exceptions sort first. */
const exceptionRank = sql<number>`case when pay.status = 'exception' then 0 else 1 end`;

/** Where a page of the provider payments starts: after this one (rank, created_at to the µs, id). */
export type AdminPaymentPosition = readonly [rank: number, createdAtKey: string, id: number];

export type AdminPaymentRow = Awaited<ReturnType<typeof listAdminPayments>>[number];

/** Exceptions first, then newest first. */
export function listAdminPayments(
  db: Executor,
  status: PaymentStatus | undefined,
  { limit, after }: { limit: number; after?: AdminPaymentPosition | undefined },
) {
  let rows = adminPaymentQuery(db).select([
    exceptionRank.as('rank'),
    timestampKey('pay.createdAt').as('createdAtKey'),
  ]);
  if (status) rows = rows.where('pay.status', '=', status);
  if (after) {
    const [rank, createdAtKey, id] = after;
    rows = rows.where(
      sql<boolean>`(${exceptionRank} > ${rank} or (${exceptionRank} = ${rank} and (pay.created_at, pay.id) < (${createdAtKey}::timestamptz, ${id})))`,
    );
  }
  return rows
    .orderBy(exceptionRank)
    .orderBy('pay.createdAt', 'desc')
    .orderBy('pay.id', 'desc')
    .limit(limit)
    .execute();
}

export async function countAdminPayments(db: Executor, status: PaymentStatus | undefined) {
  let count = db.selectFrom('payments').select(sql<string>`count(*)`.as('total'));
  if (status) count = count.where('status', '=', status);
  const { total } = await count.executeTakeFirstOrThrow();
  return Number(total);
}

/** The payments started in [from, to), oldest first, as the accountant's export lists them. */
export function paymentsStartedBetween(db: Executor, from: Date, to: Date) {
  return adminPaymentQuery(db)
    .where('pay.createdAt', '>=', from)
    .where('pay.createdAt', '<', to)
    .orderBy('pay.createdAt')
    .orderBy('pay.id')
    .execute();
}
