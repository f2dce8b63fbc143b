import { z } from 'zod';
import { Decimal } from '../decimal';

/**
 * Field builders the admin forms and the API share, so a form shows the same message the API
 * would answer. Form inputs arrive as strings (or numbers from number inputs); each builder
 * accepts both and gives the stored type.
 */
const stringOrNumber = (message: string) =>
  z.union([z.string(), z.number()], { errorMap: () => ({ message }) });

const asText = (value: string | number | null | undefined) =>
  value === undefined || value === null ? '' : String(value).trim();

/** Required trimmed text. */
export function requiredText(requiredMessage: string, max: number, tooLongMessage: string) {
  return z
    .string({ required_error: requiredMessage, invalid_type_error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLongMessage);
}

/** Optional trimmed text: empty or absent is stored as null. */
export function optionalText(max: number, tooLongMessage: string) {
  return z
    .string()
    .trim()
    .max(max, tooLongMessage)
    .nullish()
    .transform((value) => value || null);
}

const decimalPattern = (integerDigits: number, scale: number) =>
  new RegExp(`^\\d{1,${integerDigits}}(\\.\\d{1,${scale}})?$`);

/** A required non-negative decimal (money numeric(15,2) by default), as a string. */
export function requiredDecimal(
  requiredMessage: string,
  invalidMessage: string,
  { integerDigits = 13, scale = 2 } = {},
) {
  return stringOrNumber(requiredMessage)
    .transform(asText)
    .pipe(z.string().min(1, requiredMessage))
    .pipe(z.string().regex(decimalPattern(integerDigits, scale), invalidMessage));
}

/** An optional non-negative decimal: empty or absent is stored as null. */
export function optionalDecimal(invalidMessage: string, { integerDigits = 13, scale = 2 } = {}) {
  return stringOrNumber(invalidMessage)
    .nullish()
    .transform(asText)
    .pipe(z.string().regex(decimalPattern(integerDigits, scale), invalidMessage).or(z.literal('')))
    .transform((value) => value || null);
}

/**
 * A whole number parsed like the admin forms parse it (parseInt): '12' and '12 units' are 12;
 * a value that is not a number falls back to `fallback`.
 */
export function integerWithFallback(
  fallback: () => number,
  { min, max, rangeMessage }: { min: number; max: number; rangeMessage: string },
) {
  return stringOrNumber(rangeMessage)
    .nullish()
    .transform((value) => {
      const parsed = Number.parseInt(asText(value), 10);
      return Number.isNaN(parsed) ? fallback() : parsed;
    })
    .pipe(z.number().int().min(min, rangeMessage).max(max, rangeMessage));
}

/** A required whole number ('3' or 3); anything else is refused with `invalidMessage`. */
export function requiredInteger(
  requiredMessage: string,
  { min, max, rangeMessage }: { min: number; max: number; rangeMessage: string },
) {
  return stringOrNumber(requiredMessage)
    .transform(asText)
    .pipe(z.string().min(1, requiredMessage))
    .pipe(
      z
        .string()
        .regex(/^-?\d{1,9}$/, rangeMessage)
        .transform(Number)
        .pipe(z.number().int().min(min, rangeMessage).max(max, rangeMessage)),
    );
}

/** An optional whole number: empty or absent is null. */
export function optionalInteger({
  min,
  max,
  rangeMessage,
}: {
  min: number;
  max: number;
  rangeMessage: string;
}) {
  return stringOrNumber(rangeMessage)
    .nullish()
    .transform(asText)
    .pipe(
      z
        .string()
        .regex(/^(-?\d{1,9})?$/, rangeMessage)
        .transform((value) => (value === '' ? null : Number(value)))
        .pipe(z.number().int().min(min, rangeMessage).max(max, rangeMessage).nullable()),
    );
}

/** An http(s) address or a site-relative path ('/images/x.jpg'); empty is null. */
export function optionalUrl(invalidMessage: string) {
  return z
    .string()
    .trim()
    .max(2000, invalidMessage)
    .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)?$/i, invalidMessage)
    .nullish()
    .transform((value) => value || null);
}

/**
 * The decimal a field holds, or null when it holds none. Refinements across fields use it:
 * zod runs them even after a field failed its own check, and they must not throw then.
 */
export function parsedDecimal(value: unknown): Decimal | null {
  return typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? new Decimal(value) : null;
}
