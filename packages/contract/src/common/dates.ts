import { z } from 'zod';

/**
 * The years a date anyone types or sends can plausibly fall in. JavaScript reads year 0 or
 * 30000 as a date; PostgreSQL refuses to store or compare either, so such a date is refused
 * here with a message instead of failing in the database.
 */
export const EARLIEST_PLAUSIBLE_YEAR = 1900;
export const LATEST_PLAUSIBLE_YEAR = 2200;

const DATE_START = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Whether a 'YYYY-MM-DD' date (or the date of a 'YYYY-MM-DDT...' instant) is a real calendar
 * day ('2026-02-30' is not) in a plausible year.
 */
export function isPlausibleDate(value: string): boolean {
  const match = DATE_START.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  if (year < EARLIEST_PLAUSIBLE_YEAR || year > LATEST_PLAUSIBLE_YEAR) return false;
  const day = new Date(`${match[0]}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === match[0];
}

/** A 'YYYY-MM-DD' day, real and in a plausible year; otherwise `message`. */
export const plausibleDateSchema = (message: string) =>
  z
    .string({ errorMap: () => ({ message }) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isPlausibleDate, message);
