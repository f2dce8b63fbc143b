import { z } from 'zod';
import { LANGUAGE_CODES, LANGUAGE_MESSAGES } from './languages';

// The schemas of a user's language and currency; the lists themselves are in languages.ts, which
// the sites' first page reads without zod.
export const ZLanguageCodeSchema = z.enum(LANGUAGE_CODES, {
  errorMap: () => ({ message: LANGUAGE_MESSAGES.languageInvalid }),
});

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
