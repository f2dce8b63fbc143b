import { z } from 'zod';
import { ZTimestampSchema } from '../common/money-string.schemas';

/** A currency of the picker, with its rate in units per 1 US dollar. */
export const ZCurrencyRateSchema = z.object({
  /** ISO 4217, e.g. 'GHS'. */
  code: z.string().regex(/^[A-Z]{3}$/),
  name: z.string(),
  symbol: z.string(),
  flag: z.string(),
  /** Units of this currency per 1 US dollar, a plain decimal string ('12.5'). */
  rate: z.string().regex(/^\d+(\.\d+)?$/),
  updatedAt: ZTimestampSchema,
});
export type TCurrencyRate = z.infer<typeof ZCurrencyRateSchema>;
