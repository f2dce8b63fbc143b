import { z } from 'zod';
import { ZCurrencyRateSchema } from './currency-rates.schemas';

export const BASE_CURRENCY = 'USD';

// Keys are unique across every message group: the sites' catalogs hold them side by side.
export const CURRENCY_RATE_ADMIN_MESSAGES = {
  currencyRateInvalid: 'Rate must be a number above 0 with at most 6 decimal places',
  currencyCodeUnknown: 'Unknown currency',
  currencyBaseRateFixed: 'The US dollar rate is always 1',
  currencyRatesDuplicate: 'Each currency may appear once',
  currencyRatesEmpty: 'Send at least one rate',
  currencyRatesUpdated: 'Exchange rates updated',
} as const;

const M = CURRENCY_RATE_ADMIN_MESSAGES;

/** Units of the currency per 1 US dollar: numeric(18,6), above 0. */
export const ZRateInputSchema = z
  .union([z.string(), z.number()], { errorMap: () => ({ message: M.currencyRateInvalid }) })
  .transform((value) => String(value).trim())
  .refine(
    (value) => /^\d{1,12}(\.\d{1,6})?$/.test(value) && Number(value) > 0,
    M.currencyRateInvalid,
  );

/** PUT /api/secure-admin/currency-rates: the rates to change, by code. */
export const ZCurrencyRatesUpdateBodySchema = z.object({
  rates: z
    .array(
      z.object({
        code: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{3}$/, M.currencyCodeUnknown),
        rate: ZRateInputSchema,
      }),
    )
    .min(1, M.currencyRatesEmpty)
    .max(50)
    .superRefine((rates, ctx) => {
      const codes = rates.map((rate) => rate.code);
      if (new Set(codes).size !== codes.length) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: M.currencyRatesDuplicate });
      }
      rates.forEach((rate, index) => {
        if (rate.code === BASE_CURRENCY && Number(rate.rate) !== 1) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: [index, 'rate'],
            message: M.currencyBaseRateFixed,
          });
        }
      });
    }),
});
export type TCurrencyRatesUpdateBody = z.input<typeof ZCurrencyRatesUpdateBodySchema>;

/** A rate as the admin edits it: who changed it last. */
export const ZAdminCurrencyRateSchema = ZCurrencyRateSchema.extend({
  updatedBy: z.number().int().nullable(),
});
export type TAdminCurrencyRate = z.infer<typeof ZAdminCurrencyRateSchema>;
