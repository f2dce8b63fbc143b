import { z } from 'zod';
import { ZMoneyStringSchema } from '../common/money-string.schemas';
import { Decimal } from '../decimal';

export const CALCULATOR_LIMITS = {
  /** US dollars; far above any unit, and well inside numeric(15,2). */
  maxAmount: 1_000_000_000,
  /** Annual percentage. */
  maxReturnRate: 100,
  /** Months. */
  minTimeline: 1,
  maxTimeline: 120,
} as const;

// Keys are unique across every message group: the sites' catalogs hold them side by side.
export const CALCULATOR_MESSAGES = {
  calculatorAmountInvalid: 'Amount must be a number',
  calculatorAmountTooSmall: 'Amount must be greater than 0',
  calculatorAmountTooLarge: 'Amount must be at most 1,000,000,000',
  calculatorAmountDecimals: 'Amount can have at most 2 decimal places',
  calculatorReturnRateInvalid: 'Return rate must be a number from 0 to 100',
  calculatorReturnRateDecimals: 'Return rate can have at most 2 decimal places',
  calculatorTimelineInvalid: 'Timeline must be a whole number of months from 1 to 120',
} as const;

interface DecimalFieldRules {
  invalid: string;
  decimals: string;
  check: (value: Decimal) => string | undefined;
}

/**
 * A number or a numeric string, read exactly: the answer is the plain decimal string, so no
 * float ever rounds the amount on the way in.
 */
function decimalField({ invalid, decimals, check }: DecimalFieldRules) {
  return z
    .union([z.number(), z.string()], { errorMap: () => ({ message: invalid }) })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .superRefine((value, ctx) => {
      if (!/^-?\d+(\.\d+)?$/.test(value)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: invalid });
        return;
      }
      const parsed = new Decimal(value);
      const outOfRange = check(parsed);
      if (outOfRange) ctx.addIssue({ code: z.ZodIssueCode.custom, message: outOfRange });
      else if (parsed.decimalPlaces() > 2) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: decimals });
      }
    });
}

/** POST /api/calculate-investment: an amount in US dollars, an annual rate in %, months. */
export const ZCalculateInvestmentBodySchema = z.object({
  amount: decimalField({
    invalid: CALCULATOR_MESSAGES.calculatorAmountInvalid,
    decimals: CALCULATOR_MESSAGES.calculatorAmountDecimals,
    check: (value) => {
      if (value.lte(0)) return CALCULATOR_MESSAGES.calculatorAmountTooSmall;
      if (value.gt(CALCULATOR_LIMITS.maxAmount))
        return CALCULATOR_MESSAGES.calculatorAmountTooLarge;
      return undefined;
    },
  }),
  returnRate: decimalField({
    invalid: CALCULATOR_MESSAGES.calculatorReturnRateInvalid,
    decimals: CALCULATOR_MESSAGES.calculatorReturnRateDecimals,
    check: (value) =>
      value.lt(0) || value.gt(CALCULATOR_LIMITS.maxReturnRate)
        ? CALCULATOR_MESSAGES.calculatorReturnRateInvalid
        : undefined,
  }),
  timeline: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,4}$/)
          .transform(Number),
      ],
      { errorMap: () => ({ message: CALCULATOR_MESSAGES.calculatorTimelineInvalid }) },
    )
    .pipe(
      z
        .number()
        .int(CALCULATOR_MESSAGES.calculatorTimelineInvalid)
        .min(CALCULATOR_LIMITS.minTimeline, CALCULATOR_MESSAGES.calculatorTimelineInvalid)
        .max(CALCULATOR_LIMITS.maxTimeline, CALCULATOR_MESSAGES.calculatorTimelineInvalid),
    ),
});
export type TCalculateInvestmentBody = z.input<typeof ZCalculateInvestmentBodySchema>;
export type TCalculateInvestmentInput = z.output<typeof ZCalculateInvestmentBodySchema>;

export const ZInvestmentMilestoneSchema = z.object({
  months: z.number().int(),
  value: ZMoneyStringSchema,
});
export type TInvestmentMilestone = z.infer<typeof ZInvestmentMilestoneSchema>;

/** The calculator's result: US dollars, two-decimal strings. */
export const ZInvestmentCalculationSchema = z.object({
  initial: ZMoneyStringSchema,
  totalReturn: ZMoneyStringSchema,
  totalValue: ZMoneyStringSchema,
  /** The value at month 0, every 6 months, and at the end of the timeline. */
  milestones: z.array(ZInvestmentMilestoneSchema),
});
export type TInvestmentCalculation = z.infer<typeof ZInvestmentCalculationSchema>;
