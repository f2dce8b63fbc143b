import { z } from 'zod';

/**
 * A non-negative decimal string that fits numeric(precision, scale), as PostgreSQL stores it.
 * Amounts travel as strings so no client or server rounds them through a float.
 */
export function decimalString(precision: number, scale: number, message?: string) {
  const integerDigits = precision - scale;
  const pattern =
    scale > 0
      ? new RegExp(`^\\d{1,${integerDigits}}(\\.\\d{1,${scale}})?$`)
      : new RegExp(`^\\d{1,${integerDigits}}$`);
  return z
    .string()
    .trim()
    .regex(pattern, message ?? `Must be a number with at most ${scale} decimal places`);
}

/** Money: numeric(15,2). */
export const ZMoneySchema = decimalString(15, 2, 'Enter an amount with at most 2 decimal places');
