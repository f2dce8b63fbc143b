import { z } from 'zod';
import { ZLanguageCodeSchema } from '../users/preferences.schemas';
import { TRANSLATION_LIMITS } from './translation-limits';

// Keys are unique across every message group: the sites' catalogs hold them side by side.
export const TRANSLATION_MESSAGES = {
  translationTextTooLong: `Text must be at most ${TRANSLATION_LIMITS.textMax} characters`,
  translationBatchTooLarge: `At most ${TRANSLATION_LIMITS.batchMax} texts and ${TRANSLATION_LIMITS.batchCharactersMax} characters per request`,
  translationLanguageInvalid: 'Please choose a supported language',
  translationReviewedSaved: 'Reviewed translation saved',
  translationReviewedDeleted: 'Reviewed translation removed',
} as const;

const translatableText = z
  .string()
  .max(TRANSLATION_LIMITS.textMax, TRANSLATION_MESSAGES.translationTextTooLong);
const targetLanguage = z.string().pipe(ZLanguageCodeSchema);

/** The call: POST /api/translate {text, targetLanguage} -> {translatedText}. */
export const ZTranslateBodySchema = z.object({ text: translatableText, targetLanguage });
export type TTranslateBody = z.infer<typeof ZTranslateBodySchema>;

export const ZTranslateResponseSchema = z.object({ translatedText: z.string() });
export type TTranslateResponse = z.infer<typeof ZTranslateResponseSchema>;

/** Many texts of one page in one call; answers in the order asked. */
export const ZTranslateBatchBodySchema = z
  .object({ texts: z.array(translatableText).min(1), targetLanguage })
  .refine(
    (body) =>
      body.texts.length <= TRANSLATION_LIMITS.batchMax &&
      body.texts.reduce((sum, text) => sum + text.length, 0) <=
        TRANSLATION_LIMITS.batchCharactersMax,
    { message: TRANSLATION_MESSAGES.translationBatchTooLarge, path: ['texts'] },
  );
export type TTranslateBatchBody = z.infer<typeof ZTranslateBatchBodySchema>;

export const ZTranslateBatchResponseSchema = z.object({ translatedTexts: z.array(z.string()) });
export type TTranslateBatchResponse = z.infer<typeof ZTranslateBatchResponseSchema>;

/**
 * A translation of a project's description that a person checked; it wins over the service's
 * while the description it was written for is unchanged (`isCurrent`).
 */
export const ZReviewedTranslationSchema = z.object({
  projectId: z.number().int(),
  language: ZLanguageCodeSchema,
  description: z.string(),
  isCurrent: z.boolean(),
  updatedAt: z.string(),
});
export type TReviewedTranslation = z.infer<typeof ZReviewedTranslationSchema>;

export const ZSaveReviewedTranslationBodySchema = z.object({
  description: z
    .string()
    .trim()
    .min(1)
    .max(TRANSLATION_LIMITS.textMax, TRANSLATION_MESSAGES.translationTextTooLong),
});
export type TSaveReviewedTranslationBody = z.infer<typeof ZSaveReviewedTranslationBodySchema>;
