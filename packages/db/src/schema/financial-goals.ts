import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableColumns } from './columns';
import type { GeneratedNumeric, GeneratedTimestamp, Id, Numeric, NullableDateOnly } from './types';

export interface FinancialGoalsTable {
  id: Id;
  userId: number;
  goalName: string;
  targetAmount: Numeric;
  currentAmount: GeneratedNumeric;
  targetDate: NullableDateOnly;
  goalType: string | null;
  description: string | null;
  isCompleted: Generated<boolean>;
  /** Progress counts the user's confirmed investments instead of currentAmount. */
  trackInvestments: Generated<boolean>;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export type FinancialGoalRow = Selectable<FinancialGoalsTable>;
export type NewFinancialGoal = Insertable<FinancialGoalsTable>;
export type FinancialGoalChanges = Updateable<FinancialGoalsTable>;

export const financialGoalsColumns: TableColumns<FinancialGoalsTable> = {
  id: 'number',
  userId: 'number',
  goalName: 'string',
  targetAmount: 'string',
  currentAmount: 'string',
  targetDate: 'string | null',
  goalType: 'string | null',
  description: 'string | null',
  isCompleted: 'boolean',
  trackInvestments: 'boolean',
  createdAt: 'Date',
  updatedAt: 'Date',
};
