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

/**
 * An instant as the API sends it (Date.toISOString(): '2026-11-22T03:47:30.123Z'). A fixed
 * pattern rather than z.string().datetime(), which builds its regular expression on every
 * parse: the project list validates one per project.
 */
export const ZTimestampSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/);
