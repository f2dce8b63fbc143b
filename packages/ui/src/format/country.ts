import {
  KYC_COUNTRIES,
  KYC_FEATURED_COUNTRIES,
  type TKycFeaturedCountry,
} from '@coinvest/contract';
import type { TFunction } from 'i18next';

const featured = new Set<string>(KYC_FEATURED_COUNTRIES);

function isFeatured(country: string): country is TKycFeaturedCountry {
  return featured.has(country);
}

/**
 * A country of residence in the reader's language: the six the form offers first from the
 * sites' texts, every other ISO code by the browser's own names for countries (Intl), so all of
 * them read right in every language without a list of 250 names to translate.
 */
export function countryName(country: string, language: string, t: TFunction): string {
  if (isFeatured(country)) return t(`ui.kycOptions.country.${country}`);
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/** The form's choices: the featured six first, then every other country by name. */
export function countryChoices(language: string, t: TFunction): { value: string; label: string }[] {
  const choice = (value: string) => ({ value, label: countryName(value, language, t) });
  const others = KYC_COUNTRIES.filter((country) => !isFeatured(country))
    .map(choice)
    .sort((a, b) => a.label.localeCompare(b.label, language));
  return [...KYC_FEATURED_COUNTRIES.map(choice), ...others];
}
