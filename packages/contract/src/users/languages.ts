import { z } from 'zod';

/**
 * The investor site's 15 languages (docs/product-rules.md), in the spec's order: the code, the
 * spec's English name, the name a reader of the language looks for, and a flag. The database's
 * check on users.preferred_language lists the same codes.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English', flag: '🇬🇧' },
  { code: 'fr', name: 'French', nativeName: 'Français', flag: '🇫🇷' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', flag: '🇪🇸' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', flag: '🇩🇪' },
  { code: 'zh', name: 'Chinese', nativeName: '中文', flag: '🇨🇳' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', flag: '🇸🇦' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', flag: '🇵🇹' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', flag: '🇮🇳' },
  { code: 'ja', name: 'Japanese', nativeName: '日本語', flag: '🇯🇵' },
  { code: 'ko', name: 'Korean', nativeName: '한국어', flag: '🇰🇷' },
  { code: 'ru', name: 'Russian', nativeName: 'Русский', flag: '🇷🇺' },
  { code: 'it', name: 'Italian', nativeName: 'Italiano', flag: '🇮🇹' },
  { code: 'tr', name: 'Turkish', nativeName: 'Türkçe', flag: '🇹🇷' },
  { code: 'nl', name: 'Dutch', nativeName: 'Nederlands', flag: '🇳🇱' },
  { code: 'sw', name: 'Swahili', nativeName: 'Kiswahili', flag: '🇰🇪' },
] as const;

export type TLanguage = (typeof LANGUAGES)[number];
export type TLanguageCode = TLanguage['code'];

export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [
  TLanguageCode,
  ...TLanguageCode[],
];

export const DEFAULT_LANGUAGE_CODE: TLanguageCode = 'en';

export const LANGUAGE_MESSAGES = {
  languageInvalid: `Language must be one of: ${LANGUAGE_CODES.join(', ')}`,
} as const;

export const ZLanguageCodeSchema = z.enum(LANGUAGE_CODES, {
  errorMap: () => ({ message: LANGUAGE_MESSAGES.languageInvalid }),
});

export function isLanguageCode(value: unknown): value is TLanguageCode {
  return ZLanguageCodeSchema.safeParse(value).success;
}

export const PREFERENCE_MESSAGES = {
  currencyInvalid: 'Currency must be one of the currencies the site offers',
  nothingToSave: 'Choose a language or a currency to save',
} as const;

/** A currency code as the rates name it ('GHS'); the API checks it is one the site offers. */
export const ZCurrencyCodeSchema = z
  .string({ message: PREFERENCE_MESSAGES.currencyInvalid })
  .regex(/^[A-Z]{3}$/, PREFERENCE_MESSAGES.currencyInvalid);

/**
 * The account's saved choices; each is null until the user picks it while signed in, and
 * follows them to every device.
 */
export const ZUserPreferencesSchema = z.object({
  language: ZLanguageCodeSchema.nullable(),
  currency: z.string().nullable(),
});
export type TUserPreferences = z.infer<typeof ZUserPreferencesSchema>;

/** Saves what is given (the language picker sends the language, the currency picker the currency). */
export const ZUpdateUserPreferencesBodySchema = z
  .object({ language: ZLanguageCodeSchema.optional(), currency: ZCurrencyCodeSchema.optional() })
  .refine((body) => body.language !== undefined || body.currency !== undefined, {
    message: PREFERENCE_MESSAGES.nothingToSave,
  });
export type TUpdateUserPreferencesBody = z.infer<typeof ZUpdateUserPreferencesBodySchema>;
