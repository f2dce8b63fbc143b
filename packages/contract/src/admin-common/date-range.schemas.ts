import { z } from 'zod';
import { plausibleDateSchema } from '../common/dates';

/** The longest range an export covers: a year, a leap day included. */
export const EXPORT_RANGE_MAX_DAYS = 366;

export const DATE_RANGE_MESSAGES = {
  fromInvalid: 'From must be a date (YYYY-MM-DD)',
  toInvalid: 'To must be a date (YYYY-MM-DD)',
  toBeforeFrom: 'To must be on or after From',
  rangeTooLong: `A range covers at most ${EXPORT_RANGE_MAX_DAYS} days`,
} as const;

const DAY_MS = 86_400_000;

/** How many days `from` to `to` covers, both included (UTC days). */
function daysInRange(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
}

/**
 * ?from=YYYY-MM-DD&to=YYYY-MM-DD of an accountant's export: UTC days, both included, `to` not
 * before `from`, at most a year apart.
 */
export const ZExportRangeQuerySchema = z
  .object({
    from: plausibleDateSchema(DATE_RANGE_MESSAGES.fromInvalid),
    to: plausibleDateSchema(DATE_RANGE_MESSAGES.toInvalid),
  })
  .superRefine(({ from, to }, ctx) => {
    const days = daysInRange(from, to);
    if (days < 1) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: DATE_RANGE_MESSAGES.toBeforeFrom });
    } else if (days > EXPORT_RANGE_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: DATE_RANGE_MESSAGES.rangeTooLong });
    }
  });
export type TExportRangeQuery = z.infer<typeof ZExportRangeQuerySchema>;
