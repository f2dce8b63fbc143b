import type { TFunction } from 'i18next';

type DateInput = Date | string;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** A calendar date in the reader's locale, e.g. '22 Nov 2026' or 'Nov 22, 2026'. */
export function formatDate(
  value: DateInput,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return new Intl.DateTimeFormat(locale, options).format(toDate(value));
}

const MINUTE = 60_000;
const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 1440;

/**
 * In English 'Just now' under a minute, then 'Nm ago', 'Nh ago', 'Nd ago' (whole
 * units, rounded down); in any other language the same steps in that language's own words.
 */
export function formatRelativeTime(
  value: DateInput,
  t: TFunction,
  now: Date = new Date(),
  locale = 'en',
): string {
  const minutes = Math.floor((now.getTime() - toDate(value).getTime()) / MINUTE);
  if (!locale.startsWith('en')) return relativeTimeIn(locale, minutes);
  if (minutes < 1) return t('ui.relativeTime.justNow');
  if (minutes < MINUTES_PER_HOUR) return t('ui.relativeTime.minutesAgo', { value: minutes });
  if (minutes < MINUTES_PER_DAY) {
    return t('ui.relativeTime.hoursAgo', { value: Math.floor(minutes / MINUTES_PER_HOUR) });
  }
  return t('ui.relativeTime.daysAgo', { value: Math.floor(minutes / MINUTES_PER_DAY) });
}

function relativeTimeIn(locale: string, minutes: number): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (minutes < 1) return format.format(0, 'second');
  if (minutes < MINUTES_PER_HOUR) return format.format(-minutes, 'minute');
  if (minutes < MINUTES_PER_DAY) {
    return format.format(-Math.floor(minutes / MINUTES_PER_HOUR), 'hour');
  }
  return format.format(-Math.floor(minutes / MINUTES_PER_DAY), 'day');
}
