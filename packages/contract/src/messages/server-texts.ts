import { DEFAULT_LANGUAGE_CODE, isLanguageCode, type TLanguageCode } from '../users/languages';
import { ar } from './locales/ar';
import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { hi } from './locales/hi';
import { it } from './locales/it';
import { ja } from './locales/ja';
import { ko } from './locales/ko';
import { nl } from './locales/nl';
import { pt } from './locales/pt';
import { ru } from './locales/ru';
import { sw } from './locales/sw';
import { tr } from './locales/tr';
import { zh } from './locales/zh';
import type { ServerTexts } from './server-texts.types';

export type {
  ChatbotTexts,
  EmailActionKey,
  NotificationTextKey,
  ServerTexts,
  TextTemplate,
  TextValues,
} from './server-texts.types';

/** Every text the API writes to a person, in each of the site's 15 languages. */
export const SERVER_TEXTS: Record<TLanguageCode, ServerTexts> = {
  en,
  fr,
  es,
  de,
  zh,
  ar,
  pt,
  hi,
  ja,
  ko,
  ru,
  it,
  tr,
  nl,
  sw,
};

/** Placeholders that hold a US-dollar amount ('12000.00'), shown in the reader's locale. */
const MONEY_PLACEHOLDERS = new Set(['amount', 'profitShare']);
/** Placeholders that hold a duration, so each language says '7 days' with its own plural. */
const DURATION_PLACEHOLDERS: Record<string, 'day' | 'minute'> = {
  deadlineDays: 'day',
  intervalDays: 'day',
  ttlDays: 'day',
  ttlMinutes: 'minute',
  waitMinutes: 'minute',
};

/** Placeholders that hold a whole number of cedis, the text naming the currency itself. */
const CEDI_PLACEHOLDERS = new Set(['minimumCedis']);

/** Placeholders that hold a calendar date ('2027-03-31'), shown as the reader's language writes it. */
const DATE_PLACEHOLDERS = new Set(['previousDate', 'newDate']);

/** The reader's language, or English for a visitor, no saved choice or an unknown code. */
export function textLanguage(language: string | null | undefined): TLanguageCode {
  return isLanguageCode(language) ? language : DEFAULT_LANGUAGE_CODE;
}

// Building an Intl formatter costs far more than formatting with it, and every notification
// and e-mail text formats its values: one formatter per language and kind, made on first use.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: () => T,
): T {
  let made = formatters.get(key) as T | undefined;
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

function formatValue(name: string, value: string | number, language: TLanguageCode): string {
  if (MONEY_PLACEHOLDERS.has(name)) {
    const money = formatter(
      `money:${language}`,
      () =>
        new Intl.NumberFormat(language, {
          style: 'currency',
          currency: 'USD',
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }),
    );
    // Intl formats a numeric string exactly (no float conversion); the cast matches its types.
    return money.format(String(value) as unknown as number);
  }
  if (DATE_PLACEHOLDERS.has(name) && /^\d{4}-\d{2}-\d{2}$/.test(String(value))) {
    // A calendar date has no time zone: read and written in UTC, it stays the same day.
    const date = formatter(
      `date:${language}`,
      () => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }),
    );
    return date.format(new Date(`${String(value)}T00:00:00Z`));
  }
  if (CEDI_PLACEHOLDERS.has(name)) {
    // Western digits in every language, as the site's own amounts are written.
    const cedis = formatter(
      `cedis:${language}`,
      () => new Intl.NumberFormat(language, { numberingSystem: 'latn' }),
    );
    return cedis.format(Number(value));
  }
  const unit = DURATION_PLACEHOLDERS[name];
  if (unit) {
    const duration = formatter(
      `${unit}:${language}`,
      () => new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }),
    );
    return duration.format(Number(value));
  }
  return String(value);
}

/** Fills a template's {placeholders}; money, durations and dates are formatted for the language. */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | number | null>>,
  language: TLanguageCode,
): string {
  return template
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = values[name];
      return value === null || value === undefined ? '' : formatValue(name, value, language);
    })
    .trim();
}
