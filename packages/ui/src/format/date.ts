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

/** 'Just now' under a minute, then 'Nm ago', 'Nh ago', 'Nd ago' (whole units, rounded down). */
export function formatRelativeTime(value: DateInput, t: TFunction, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - toDate(value).getTime()) / MINUTE);
  if (minutes < 1) return t('ui.relativeTime.justNow');
  if (minutes < MINUTES_PER_HOUR) return t('ui.relativeTime.minutesAgo', { value: minutes });
  if (minutes < MINUTES_PER_DAY) {
    return t('ui.relativeTime.hoursAgo', { value: Math.floor(minutes / MINUTES_PER_HOUR) });
  }
  return t('ui.relativeTime.daysAgo', { value: Math.floor(minutes / MINUTES_PER_DAY) });
}
