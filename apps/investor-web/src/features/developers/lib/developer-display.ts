import { Decimal, toDecimal } from '@coinvest/contract/decimal';

/** A rating is shown only above 0: an unrated developer has the default '0.00'. */
export function isRated(rating: string): boolean {
  return toDecimal(rating).gt(0);
}

/** One decimal, rounded half-up like every figure of the site, in the reader's locale. */
export function formatRating(rating: string, locale: string): string {
  const rounded = toDecimal(rating).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1);
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  // Intl formats a numeric string exactly; the cast matches its types.
  return format.format(rounded as unknown as number);
}

/**
 * The link of Visit Website, or null when there is none to open. A bare host gets https;
 * anything but http(s) (javascript:, data:) is refused, since an admin typed it.
 */
export function websiteHref(website: string | null): string | null {
  const trimmed = website?.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** tel: links take the digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
