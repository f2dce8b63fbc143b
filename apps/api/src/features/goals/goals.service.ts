import {
  FINANCIAL_GOAL_ERROR_CODES,
  FINANCIAL_GOAL_MESSAGES,
  GOAL_TYPES,
  GOALS_PER_USER_MAX,
  type TCreateFinancialGoal,
  type TFinancialGoal,
  type TFinancialGoalList,
  type TUpdateFinancialGoal,
} from '@coinvest/contract';
import { Decimal, roundHalfUp, toMoneyString } from '@coinvest/contract/decimal';
import type { DB, FinancialGoalRow } from '@coinvest/db';
import type { Kysely } from 'kysely';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { AuthUser } from '../../lib/access/request-user';
import { lockUser } from '../users/users.repository';
import {
  confirmedInvestedOf,
  countGoalsOfUser,
  deleteGoalRow,
  findGoal,
  insertGoal,
  listGoalsOfUser,
  updateGoalRow,
} from './goals.repository';

type Db = Kysely<DB>;

/** What the goal's form sends once the contract has parsed it (defaults filled in). */
type GoalInput = Required<TCreateFinancialGoal> | Required<TUpdateFinancialGoal>;

function toGoal(row: FinancialGoalRow, invested: string): TFinancialGoal {
  const progress = new Decimal(row.trackInvestments ? invested : row.currentAmount);
  const percent = roundHalfUp(progress.div(row.targetAmount).times(100), 0).toNumber();
  return {
    id: row.id,
    goalName: row.goalName,
    targetAmount: toMoneyString(row.targetAmount),
    currentAmount: toMoneyString(row.currentAmount),
    targetDate: row.targetDate,
    goalType: GOAL_TYPES.find((type) => type === row.goalType) ?? null,
    description: row.description ?? '',
    trackInvestments: row.trackInvestments,
    isCompleted: row.isCompleted,
    progressAmount: toMoneyString(progress),
    progressPercent: Math.min(100, percent),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function columns(input: GoalInput) {
  return {
    goalName: input.goalName,
    targetAmount: input.targetAmount,
    currentAmount: input.currentAmount,
    targetDate: input.targetDate,
    goalType: input.goalType,
    description: input.description === '' ? null : input.description,
    trackInvestments: input.trackInvestments,
  };
}

/** 404 for an unknown id, 403 for another investor's goal. */
async function ownGoal(db: Db, user: AuthUser, goalId: number): Promise<FinancialGoalRow> {
  const row = await findGoal(db, goalId);
  if (!row) throw new NotFoundError(FINANCIAL_GOAL_MESSAGES.goalNotFound);
  if (row.userId !== user.id) throw new ForbiddenError(FINANCIAL_GOAL_MESSAGES.goalNotYours);
  return row;
}

export async function listGoals(db: Db, user: AuthUser): Promise<TFinancialGoalList> {
  const [rows, invested] = await Promise.all([
    listGoalsOfUser(db, user.id),
    confirmedInvestedOf(db, user.id),
  ]);
  return { items: rows.map((row) => toGoal(row, invested)) };
}

/**
 * A new goal, within the cap per user: the user's row is locked while counting, so two goals
 * created at once cannot both take the last place.
 */
export async function createGoal(db: Db, user: AuthUser, input: GoalInput) {
  const row = await db.transaction().execute(async (trx) => {
    await lockUser(trx, user.id);
    if ((await countGoalsOfUser(trx, user.id)) >= GOALS_PER_USER_MAX) {
      throw new ConflictError(FINANCIAL_GOAL_MESSAGES.goalLimitReached, {
        errorCode: FINANCIAL_GOAL_ERROR_CODES.goalLimitReached,
      });
    }
    return insertGoal(trx, { userId: user.id, ...columns(input) });
  });
  return toGoal(row, await confirmedInvestedOf(db, user.id));
}

export async function updateGoal(db: Db, user: AuthUser, goalId: number, input: GoalInput) {
  await ownGoal(db, user, goalId);
  const row = await updateGoalRow(db, goalId, { ...columns(input), updatedAt: new Date() });
  return toGoal(row, await confirmedInvestedOf(db, user.id));
}

export async function completeGoal(db: Db, user: AuthUser, goalId: number) {
  await ownGoal(db, user, goalId);
  const row = await updateGoalRow(db, goalId, { isCompleted: true, updatedAt: new Date() });
  return toGoal(row, await confirmedInvestedOf(db, user.id));
}

export async function deleteGoal(db: Db, user: AuthUser, goalId: number): Promise<void> {
  await ownGoal(db, user, goalId);
  await deleteGoalRow(db, goalId);
}
