/**
 * The investor site's 15 languages (docs/product-rules.md), in the picker's order: the code, the
 * English name, the name a reader of the language looks for, and the country whose flag
 * stands beside it (see CURRENCY_FLAG_COUNTRIES). The database's check on users.preferred_language lists
 * the same codes.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English', flagCountry: 'gb' },
  { code: 'fr', name: 'French', nativeName: 'Français', flagCountry: 'fr' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', flagCountry: 'es' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', flagCountry: 'de' },
  { code: 'zh', name: 'Chinese', nativeName: '中文', flagCountry: 'cn' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', flagCountry: 'sa' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', flagCountry: 'pt' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', flagCountry: 'in' },
  { code: 'ja', name: 'Japanese', nativeName: '日本語', flagCountry: 'jp' },
  { code: 'ko', name: 'Korean', nativeName: '한국어', flagCountry: 'kr' },
  { code: 'ru', name: 'Russian', nativeName: 'Русский', flagCountry: 'ru' },
  { code: 'it', name: 'Italian', nativeName: 'Italiano', flagCountry: 'it' },
  { code: 'tr', name: 'Turkish', nativeName: 'Türkçe', flagCountry: 'tr' },
  { code: 'nl', name: 'Dutch', nativeName: 'Nederlands', flagCountry: 'nl' },
  { code: 'sw', name: 'Swahili', nativeName: 'Kiswahili', flagCountry: 'ke' },
] as const;

export type TLanguage = (typeof LANGUAGES)[number];

/**
 * With LANGUAGES, the one map from what the sites show with a flag to the flag's country (ISO 3166-1 alpha-2 in
 * lower case, as flag-icons names its images; 'eu' is the European Union's): each language's
 * country of origin, so Portuguese is Portugal's and Swahili Kenya's, and each seeded currency's
 * issuer (the CFA francs by the largest economy using each: Senegal and Cameroon).
 */
export const CURRENCY_FLAG_COUNTRIES = {
  USD: 'us',
  GHS: 'gh',
  NGN: 'ng',
  XOF: 'sn',
  XAF: 'cm',
  GBP: 'gb',
  EUR: 'eu',
  CNY: 'cn',
} as const;

/** Every country a flag is shown for; the Flag component has an image for each. */
export type TFlagCountry =
  TLanguage['flagCountry'] | (typeof CURRENCY_FLAG_COUNTRIES)[keyof typeof CURRENCY_FLAG_COUNTRIES];

/** The flag for a currency code, or undefined for one an admin added later without a flag here. */
export function currencyFlagCountry(code: string): TFlagCountry | undefined {
  return Object.hasOwn(CURRENCY_FLAG_COUNTRIES, code)
    ? CURRENCY_FLAG_COUNTRIES[code as keyof typeof CURRENCY_FLAG_COUNTRIES]
    : undefined;
}

export type TLanguageCode = TLanguage['code'];

export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [
  TLanguageCode,
  ...TLanguageCode[],
];

export const DEFAULT_LANGUAGE_CODE: TLanguageCode = 'en';

export const LANGUAGE_MESSAGES = {
  languageInvalid: `Language must be one of: ${LANGUAGE_CODES.join(', ')}`,
} as const;

export function isLanguageCode(value: unknown): value is TLanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as string[]).includes(value);
}
