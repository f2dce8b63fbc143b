import { z } from 'zod';
import { Decimal } from '../decimal';
import { EARLIEST_PLAUSIBLE_YEAR, isPlausibleDate, LATEST_PLAUSIBLE_YEAR } from '../common/dates';
import { idParamSchema } from '../common/id.schemas';
import { todayDateOnly } from '../kyc/kyc.schemas';
import {
  ZDateOnlySchema,
  ZMoneyStringSchema,
  ZTimestampSchema,
} from '../common/money-string.schemas';

/** What a financial goal is for, in the order the form offers them. */
export const GOAL_TYPES = [
  'property',
  'savings',
  'income',
  'retirement',
  'education',
  'other',
] as const;
export type TGoalType = (typeof GOAL_TYPES)[number];

export const GOAL_NAME_MAX = 100;
export const GOAL_DESCRIPTION_MAX = 500;
/** Goals one investor may keep at a time, completed ones included (docs/product-rules.md). */
export const GOALS_PER_USER_MAX = 20;

// Keys are unique across every message group: the sites' catalogs hold them side by side.
export const FINANCIAL_GOAL_MESSAGES = {
  goalNameRequired: 'Goal name is required (at most 100 characters)',
  goalTargetAmountInvalid: 'Target amount must be above 0 with at most 2 decimal places',
  goalCurrentAmountInvalid: 'Amount saved must be 0 or more with at most 2 decimal places',
  goalTargetDateInvalid: 'Target date must be a date (YYYY-MM-DD)',
  goalTargetDateInPast: 'Target date must be in the future',
  goalTargetDateOutOfRange: `Target date must be between ${EARLIEST_PLAUSIBLE_YEAR} and ${LATEST_PLAUSIBLE_YEAR}`,
  goalTypeInvalid: 'Goal type must be property, savings, income, retirement, education or other',
  goalDescriptionTooLong: 'Description must be at most 500 characters',
  goalNotFound: 'Goal not found',
  goalNotYours: 'You can only manage your own goals',
  goalLimitReached: `You can keep at most ${GOALS_PER_USER_MAX} goals. Delete one you no longer need to add another.`,
} as const;

export const FINANCIAL_GOAL_ERROR_CODES = {
  goalLimitReached: 'GOAL_LIMIT_REACHED',
} as const;

const M = FINANCIAL_GOAL_MESSAGES;

/** numeric(15,2): up to 13 digits before the point, at most 2 after. */
const amount = (message: string) =>
  z
    .string({ errorMap: () => ({ message }) })
    .trim()
    .regex(/^\d{1,13}(\.\d{1,2})?$/, message);

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const goalFields = {
  goalName: z
    .string({ errorMap: () => ({ message: M.goalNameRequired }) })
    .trim()
    .min(1, M.goalNameRequired)
    .max(GOAL_NAME_MAX, M.goalNameRequired),
  // Piped: zod runs a refinement even on text the pattern refused, where Decimal throws.
  targetAmount: amount(M.goalTargetAmountInvalid).pipe(
    z.string().refine((value) => new Decimal(value).gt(0), M.goalTargetAmountInvalid),
  ),
  /** The amount saved so far, counted while the goal is not tracked from investments. */
  currentAmount: amount(M.goalCurrentAmountInvalid).default('0'),
  targetDate: z
    .string({ errorMap: () => ({ message: M.goalTargetDateInvalid }) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.goalTargetDateInvalid)
    .refine(isCalendarDate, M.goalTargetDateInvalid)
    .refine(isPlausibleDate, M.goalTargetDateOutOfRange),
  goalType: z.enum(GOAL_TYPES, { errorMap: () => ({ message: M.goalTypeInvalid }) }),
  description: z
    .string({ errorMap: () => ({ message: M.goalDescriptionTooLong }) })
    .trim()
    .max(GOAL_DESCRIPTION_MAX, M.goalDescriptionTooLong)
    .default(''),
  /** Progress counts the investor's confirmed investments instead of currentAmount. */
  trackInvestments: z.boolean().default(false),
};

/** POST /api/goals: the target date is after today. */
export const ZCreateFinancialGoalSchema = z.object({
  ...goalFields,
  targetDate: goalFields.targetDate.refine(
    (value) => value > todayDateOnly(),
    M.goalTargetDateInPast,
  ),
});
export type TCreateFinancialGoal = z.input<typeof ZCreateFinancialGoalSchema>;

/** PUT /api/goals/{goalId}: the whole goal again; a date already passed may be kept. */
export const ZUpdateFinancialGoalSchema = z.object(goalFields);
export type TUpdateFinancialGoal = z.input<typeof ZUpdateFinancialGoalSchema>;

export const ZGoalIdParamsSchema = z.object({ goalId: idParamSchema() });

export const ZFinancialGoalSchema = z.object({
  id: z.number().int(),
  goalName: z.string(),
  targetAmount: ZMoneyStringSchema,
  currentAmount: ZMoneyStringSchema,
  targetDate: ZDateOnlySchema.nullable(),
  goalType: z.enum(GOAL_TYPES).nullable(),
  description: z.string(),
  trackInvestments: z.boolean(),
  isCompleted: z.boolean(),
  /** What counts toward the target: the confirmed investments' amounts or currentAmount. */
  progressAmount: ZMoneyStringSchema,
  /** progressAmount / targetAmount, whole percent half-up, at most 100. */
  progressPercent: z.number().int().min(0).max(100),
  createdAt: ZTimestampSchema,
  updatedAt: ZTimestampSchema,
});
export type TFinancialGoal = z.infer<typeof ZFinancialGoalSchema>;

export const ZFinancialGoalListSchema = z.object({ items: z.array(ZFinancialGoalSchema) });
export type TFinancialGoalList = z.infer<typeof ZFinancialGoalListSchema>;
