import type { DB } from '@coinvest/db';
import type { Kysely } from 'kysely';

type Db = Kysely<DB>;

/** The caller's investments with their project and unit, oldest first. */
export function listInvestmentRows(db: Db, userId: number) {
  return db
    .selectFrom('investments as i')
    .innerJoin('units as u', 'u.id', 'i.unitId')
    .innerJoin('projects as p', 'p.id', 'i.projectId')
    .select([
      'i.id',
      'i.userId',
      'i.status',
      'i.amount',
      'i.ownershipPercentage',
      'i.currentValue',
      'i.profitShare',
      'i.paymentReference',
      'i.createdAt',
      'u.id as unitId',
      'u.unitNumber',
      'u.status as unitStatus',
      'u.soldAt',
      'u.soldPrice',
      'u.profitGenerated',
      'u.price as unitPrice',
      'u.saleCosts',
      'p.id as projectId',
      'p.title as projectTitle',
      'p.location as projectLocation',
    ])
    .select((eb) =>
      eb
        .selectFrom('investments as c')
        .select((sub) => sub.fn.coalesce(sub.fn.sum<string>('c.profitShare'), sub.val('0')).as('t'))
        .whereRef('c.unitId', '=', 'i.unitId')
        .where('c.status', '=', 'confirmed')
        .as('investorsProfitTotal'),
    )
    .where('i.userId', '=', userId)
    .orderBy('i.createdAt')
    .orderBy('i.id')
    .execute();
}

export type InvestmentStatementRow = Awaited<ReturnType<typeof listInvestmentRows>>[number];

/** One investment's owner, to tell 404 from 403. */
export function findInvestmentOwner(db: Db, investmentId: number) {
  return db
    .selectFrom('investments')
    .select('userId')
    .where('id', '=', investmentId)
    .executeTakeFirst();
}

export function findInvestorName(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['firstName', 'lastName', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
