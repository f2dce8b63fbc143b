import type { FinancialGoalChanges, FinancialGoalRow, NewFinancialGoal } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

/** The user's confirmed money, as a decimal string: what a goal tracked from investments counts. */
export async function confirmedInvestedOf(db: Executor, userId: number): Promise<string> {
  const row = await db
    .selectFrom('investments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
    .where('userId', '=', userId)
    .where('status', '=', 'confirmed')
    .executeTakeFirstOrThrow();
  return String(row.total);
}

export function listGoalsOfUser(db: Executor, userId: number): Promise<FinancialGoalRow[]> {
  return db
    .selectFrom('financialGoals')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

export function findGoal(db: Executor, id: number): Promise<FinancialGoalRow | undefined> {
  return db.selectFrom('financialGoals').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countGoalsOfUser(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('financialGoals')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function insertGoal(db: Executor, values: NewFinancialGoal): Promise<FinancialGoalRow> {
  return db.insertInto('financialGoals').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateGoalRow(
  db: Executor,
  id: number,
  changes: FinancialGoalChanges,
): Promise<FinancialGoalRow> {
  return db
    .updateTable('financialGoals')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteGoalRow(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('financialGoals').where('id', '=', id).execute();
}
