import type { InvestmentChanges, InvestmentStatus } from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';
import { timestampKey } from '../../lib/keyset';

export function lockInvestment(db: Executor, id: number) {
  return db
    .selectFrom('investments')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Whose investment this is: undefined when there is none. */
export async function findInvestmentOwnerId(db: Executor, id: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('investments')
    .select('userId')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.userId;
}

export function updateInvestment(db: Executor, id: number, changes: InvestmentChanges) {
  return db
    .updateTable('investments')
    .set({ ...changes, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The admin's rows: the investment with its investor, project, unit and confirming admin. */
function adminInvestmentQuery(db: Executor) {
  return db
    .selectFrom('investments as i')
    .innerJoin('users as u', 'u.id', 'i.userId')
    .innerJoin('projects as p', 'p.id', 'i.projectId')
    .innerJoin('units as un', 'un.id', 'i.unitId')
    .leftJoin('users as c', 'c.id', 'i.paymentConfirmedBy')
    .selectAll('i')
    .select([
      'u.username as userName',
      'u.email as userEmail',
      'p.title as projectTitle',
      'un.unitNumber as unitNumber',
      'c.username as paymentConfirmedByName',
    ]);
}

export function findAdminInvestment(db: Executor, id: number) {
  return adminInvestmentQuery(db).where('i.id', '=', id).executeTakeFirstOrThrow();
}

/** Where a page of the Payments list starts: after this investment (created_at to the µs, id). */
export type AdminInvestmentPosition = readonly [createdAtKey: string, id: number];

export type AdminInvestmentRow = Awaited<ReturnType<typeof listAdminInvestments>>[number];

/** Newest first, through the (status,) created_at, id indexes. */
export function listAdminInvestments(
  db: Executor,
  status: InvestmentStatus | undefined,
  { limit, after }: { limit: number; after?: AdminInvestmentPosition | undefined },
) {
  let rows = adminInvestmentQuery(db).select(timestampKey('i.createdAt').as('createdAtKey'));
  if (status) rows = rows.where('i.status', '=', status);
  if (after) {
    rows = rows.where(sql<boolean>`(i.created_at, i.id) < (${after[0]}::timestamptz, ${after[1]})`);
  }
  return rows.orderBy('i.createdAt', 'desc').orderBy('i.id', 'desc').limit(limit).execute();
}

export async function countAdminInvestments(db: Executor, status: InvestmentStatus | undefined) {
  let count = db.selectFrom('investments').select(sql<string>`count(*)`.as('total'));
  if (status) count = count.where('status', '=', status);
  const { total } = await count.executeTakeFirstOrThrow();
  return Number(total);
}

/** Unpaid investments past their deadline, skipping rows another worker holds. */
export function lockOverdueInvestments(db: Executor, now: Date) {
  return db
    .selectFrom('investments')
    .selectAll()
    .where('status', '=', 'pending_payment')
    .where('paymentDeadline', '<', now)
    .orderBy('id')
    .forUpdate()
    .skipLocked()
    .execute();
}

/** The advisory lock that lets one API instance at a time run the expiry job. */
const EXPIRY_LOCK_KEY = 5_000_001;

/** Takes the expiry job's lock for this transaction; false when another instance holds it. */
export async function tryExpiryJobLock(db: Executor): Promise<boolean> {
  const { rows } = await sql<{
    locked: boolean;
  }>`select pg_try_advisory_xact_lock(${EXPIRY_LOCK_KEY}) as locked`.execute(db);
  return rows[0]?.locked === true;
}
