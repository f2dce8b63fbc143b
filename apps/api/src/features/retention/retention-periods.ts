import type { Config } from '../../config';

/**
 * How long personal data is kept, in one place (docs/product-rules.md, Retention schedule).
 * Fixed here where the law or our own rules set the period; TRANSLATE_CACHE_DAYS is the
 * operator's, as it trades freshness against the translation service's bill.
 */
export const RETENTION = {
  /** A session's IP address and browser (user agent), counted from the session's end. */
  sessionDetailsDays: 90,
  /** Contact-form messages, counted from when they were sent. */
  contactMessageDays: 2 * 365,
  /** E-mailed codes (password reset, e-mail change, e-mail verification), after use or expiry. */
  emailedCodeGraceDays: 7,
  /**
   * A sign-in device, counted from its last sign-in: a year covers a device used once a
   * season; one unused longer signs in again as a new device, which only matters while the
   * account's sign-in is limited.
   */
  signInDeviceDays: 365,
  /**
   * A forgot-password request the job never handled (it deletes those it handles at once),
   * counted from the request: long enough to look into a stalled job, far past any use of
   * the code it would have mailed.
   */
  passwordResetRequestDays: 7,
  /**
   * KYC records (personal fields, documents, screening results), counted from the end of the
   * relationship: the account's deletion, or the rejection of an application that never led
   * to an investment. Anti-money-laundering law asks for at least 5 years.
   */
  kycYears: 5,
} as const;

/** Every period, the fixed ones with the operator's. */
export const retentionPeriods = (config: Config) => ({
  ...RETENTION,
  /** Machine translations cached, counted from when they were fetched. */
  translationCacheDays: config.translation.cacheDays,
});

const DAY_MS = 24 * 60 * 60 * 1000;

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export function yearsBefore(now: Date, years: number): Date {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date;
}
