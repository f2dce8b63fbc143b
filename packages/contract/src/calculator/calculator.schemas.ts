import { z } from 'zod';
import { ZMoneyStringSchema, ZPercentStringSchema } from '../common/money-string.schemas';
import { Decimal } from '../decimal';

export const CALCULATOR_LIMITS = {
  /** US dollars; far above any unit, and well inside numeric(15,2). */
  maxAmount: 1_000_000_000,
} as const;

// Keys are unique across every message group: the sites' catalogs hold them side by side.
export const CALCULATOR_MESSAGES = {
  calculatorAmountInvalid: 'Amount must be a number',
  calculatorAmountTooSmall: 'Amount must be greater than 0',
  calculatorAmountTooLarge: 'Amount must be at most 1,000,000,000',
  calculatorAmountDecimals: 'Amount can have at most 2 decimal places',
  calculatorAmountAboveUnitPrice: 'Amount cannot be more than the unit price',
  calculatorUnitPriceInvalid:
    'Unit price must be a number from 0.01 to 1,000,000,000 with at most 2 decimal places',
  calculatorSoldPriceInvalid:
    'Sold price must be a number from 0.01 to 1,000,000,000 with at most 2 decimal places',
  calculatorSaleCostsInvalid:
    'Costs of the sale must be a number from 0 up to the sold price with at most 2 decimal places',
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

/** A price of a unit or of its sale: above 0, at most the limit, two places. */
function priceField(message: string) {
  return decimalField({
    invalid: message,
    decimals: message,
    check: (value) => (value.lte(0) || value.gt(CALCULATOR_LIMITS.maxAmount) ? message : undefined),
  });
}

/**
 * POST /api/calculate-investment: an amount in a unit of a price, and the sale it assumes (the
 * sold price and the costs of the sale, in US dollars).
 */
export const ZCalculateInvestmentBodySchema = z
  .object({
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
    unitPrice: priceField(CALCULATOR_MESSAGES.calculatorUnitPriceInvalid),
    soldPrice: priceField(CALCULATOR_MESSAGES.calculatorSoldPriceInvalid),
    saleCosts: decimalField({
      invalid: CALCULATOR_MESSAGES.calculatorSaleCostsInvalid,
      decimals: CALCULATOR_MESSAGES.calculatorSaleCostsInvalid,
      check: (value) =>
        value.lt(0) || value.gt(CALCULATOR_LIMITS.maxAmount)
          ? CALCULATOR_MESSAGES.calculatorSaleCostsInvalid
          : undefined,
    }).default('0'),
  })
  .superRefine((body, ctx) => {
    // Compared only once both fields are valid amounts: a field's own issue is the one to show.
    const valid = (value: string) =>
      /^\d+(\.\d{1,2})?$/.test(value) &&
      new Decimal(value).gt(0) &&
      new Decimal(value).lte(CALCULATOR_LIMITS.maxAmount);
    if (
      valid(body.amount) &&
      valid(body.unitPrice) &&
      new Decimal(body.amount).gt(body.unitPrice)
    ) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['amount'],
        message: CALCULATOR_MESSAGES.calculatorAmountAboveUnitPrice,
      });
    }
    const costsValid = /^\d+(\.\d{1,2})?$/.test(body.saleCosts);
    if (costsValid && valid(body.soldPrice) && new Decimal(body.saleCosts).gt(body.soldPrice)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['saleCosts'],
        message: CALCULATOR_MESSAGES.calculatorSaleCostsInvalid,
      });
    }
  });
export type TCalculateInvestmentBody = z.input<typeof ZCalculateInvestmentBodySchema>;
export type TCalculateInvestmentInput = z.output<typeof ZCalculateInvestmentBodySchema>;

/** The calculator's result: US dollars and a percentage, two-decimal strings. */
export const ZInvestmentCalculationSchema = z.object({
  /** The sale it assumes, as read. */
  soldPrice: ZMoneyStringSchema,
  saleCosts: ZMoneyStringSchema,
  /** The amount over the unit's price. */
  ownership: ZPercentStringSchema,
  /** The unit's profit at that sale: sold price − unit price − costs; below 0 is a loss. */
  unitProfit: ZMoneyStringSchema,
  /** The amount's share of that profit (0 at a loss), as a sale at that price would pay it. */
  profitShare: ZMoneyStringSchema,
  /** The amount plus its profit share. */
  totalValue: ZMoneyStringSchema,
});
export type TInvestmentCalculation = z.infer<typeof ZInvestmentCalculationSchema>;
