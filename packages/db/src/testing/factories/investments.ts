import { percentageOf, toMoneyString } from '@coinvest/contract/decimal';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, InvestmentRow, NewInvestment } from '../../schema';
import { createUnit } from './units';
import { createUser } from './users';
import { uniqueSuffix } from './unique';

type Db = Kysely<DB> | Transaction<DB>;

export type InvestmentOverrides = Partial<NewInvestment>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An investment of a new user in a new unit unless userId / unitId are given, confirmed by
 * default. Like the real flow it keeps the unit's totals true: a confirmed amount adds to
 * currentInvestment, a pending_payment one to reservedAmount.
 */
export async function createInvestment(
  db: Db,
  overrides: InvestmentOverrides = {},
): Promise<InvestmentRow> {
  const userId = overrides.userId ?? (await createUser(db)).id;
  const unit = overrides.unitId
    ? await db
        .selectFrom('units')
        .selectAll()
        .where('id', '=', overrides.unitId)
        .executeTakeFirstOrThrow()
    : await createUnit(db, overrides.projectId ? { projectId: overrides.projectId } : {});
  const amount = overrides.amount ?? '15000.00';
  const status = overrides.status ?? 'confirmed';

  const investment = await db
    .insertInto('investments')
    .values({
      ownershipPercentage: percentageOf(amount, unit.price),
      currentValue: toMoneyString(amount),
      paymentMethod: 'bank_transfer',
      paymentReference: `CI-${uniqueSuffix().toUpperCase()}`,
      paymentDeadline: new Date(Date.now() + 7 * DAY_MS),
      usdToGhsRate: '12.500000',
      ...(status === 'confirmed' ? { paymentConfirmedAt: new Date() } : {}),
      ...overrides,
      userId,
      projectId: unit.projectId,
      unitId: unit.id,
      amount,
      status,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

  if (status === 'confirmed') {
    await db
      .updateTable('units')
      .set({ currentInvestment: sql<string>`current_investment + ${amount}::numeric` })
      .where('id', '=', unit.id)
      .execute();
  } else if (status === 'pending_payment') {
    await db
      .updateTable('units')
      .set({ reservedAmount: sql<string>`reserved_amount + ${amount}::numeric` })
      .where('id', '=', unit.id)
      .execute();
  }
  return investment;
}
