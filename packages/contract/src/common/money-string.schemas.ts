import { z } from 'zod';

/**
 * An amount as the API sends it: a plain decimal string with exactly two places
 * ('150000.00'), produced by toMoneyString, so every client reads the same cents.
 */
export const ZMoneyStringSchema = z.string().regex(/^-?\d+\.\d{2}$/);

/** A percentage as the API sends it, two places ('18.50'). */
export const ZPercentStringSchema = z.string().regex(/^-?\d+\.\d{2}$/);

/** A calendar date without a time zone: 'YYYY-MM-DD'. */
export const ZDateOnlySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ZTimestampSchema = z.string().datetime({ offset: true });
