import { z } from 'zod';
import { idParamSchema } from '../common/id.schemas';
import {
  ZMoneyStringSchema,
  ZPercentStringSchema,
  ZTimestampSchema,
} from '../common/money-string.schemas';

export const STATEMENT_MESSAGES = {
  statementYearInvalid: 'Year must be a year from 2000 to 2100',
  saleStatementNotFound: 'No sale statement: this investment is not in a sold unit',
  statementNotYours: 'You can only read your own statements',
} as const;

export const STATEMENT_FIRST_YEAR = 2000;
export const STATEMENT_LAST_YEAR = 2100;

/** The columns of GET /api/statements/investments.csv, in order. */
export const INVESTMENTS_CSV_HEADER = [
  'Investment ID',
  'Date',
  'Project',
  'Location',
  'Unit',
  'Status',
  'Amount (USD)',
  'Ownership (%)',
  'Current Value (USD)',
  'Profit Share (USD)',
  'Payment Reference',
] as const;

export const ZSaleStatementParamsSchema = z.object({ investmentId: idParamSchema() });

export const ZYearlyStatementParamsSchema = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/, STATEMENT_MESSAGES.statementYearInvalid)
    .transform(Number)
    .refine(
      (year) => year >= STATEMENT_FIRST_YEAR && year <= STATEMENT_LAST_YEAR,
      STATEMENT_MESSAGES.statementYearInvalid,
    ),
});

/**
 * One sold unit's statement for one of the investor's confirmed investments in it, in US
 * dollars: the profit is the sold price minus the unit's price and the costs of the sale; each
 * investment's share is its ownership (amount / unit price) of it, and the part investors did
 * not fund is the developer's (docs/product-rules.md, Profit shares on sale).
 */
export const ZSaleStatementSchema = z.object({
  investmentId: z.number().int(),
  project: z.object({ id: z.number().int(), title: z.string(), location: z.string() }),
  unit: z.object({ id: z.number().int(), unitNumber: z.string() }),
  soldAt: ZTimestampSchema,
  soldPrice: ZMoneyStringSchema,
  unitPrice: ZMoneyStringSchema,
  saleCosts: z.array(z.object({ label: z.string(), amount: ZMoneyStringSchema })),
  /** soldPrice - unitPrice - the costs; negative for a sale at a loss, which shares nothing. */
  profitGenerated: z.string(),
  amount: ZMoneyStringSchema,
  /** amount / unitPrice x 100, two places. */
  sharePercentage: ZPercentStringSchema,
  profitShare: ZMoneyStringSchema,
  /** The profit the investors did not fund, with the rounding: the developer's. */
  developerPart: ZMoneyStringSchema,
  /** amount + profitShare. */
  totalReturn: ZMoneyStringSchema,
});
export type TSaleStatement = z.infer<typeof ZSaleStatementSchema>;

export const ZSaleStatementListSchema = z.object({ items: z.array(ZSaleStatementSchema) });
export type TSaleStatementList = z.infer<typeof ZSaleStatementListSchema>;
