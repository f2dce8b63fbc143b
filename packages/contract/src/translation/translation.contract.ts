import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses } from '../common/error.schemas';
import { ZProjectIdParamsSchema } from '../projects/projects.schemas';
import { ZLanguageCodeSchema } from '../users/preferences.schemas';
import {
  ZReviewedTranslationSchema,
  ZSaveReviewedTranslationBodySchema,
  ZTranslateBatchBodySchema,
  ZTranslateBatchResponseSchema,
  ZTranslateBodySchema,
  ZTranslateResponseSchema,
} from './translation.schemas';

const c = initContract();

/** Content that people write (descriptions, updates) in the reader's language. */
export const translationContract = c.router(
  {
    translate: {
      method: 'POST',
      path: '/api/translate',
      body: ZTranslateBodySchema,
      responses: { 200: ZTranslateResponseSchema },
      summary:
        'One text in the target language: a reviewed translation, the cache, or the configured service; the original text when none answers. Rate limited per client.',
    },
    translateBatch: {
      method: 'POST',
      path: '/api/translate/batch',
      body: ZTranslateBatchBodySchema,
      responses: { 200: ZTranslateBatchResponseSchema },
      summary:
        'Many texts of one page at once, answered in the order asked. Rate limited per client.',
    },
  },
  { commonResponses: commonErrorResponses },
);

const ZReviewedTranslationParamsSchema = ZProjectIdParamsSchema.extend({
  language: z.string().pipe(ZLanguageCodeSchema),
});

/** Reviewed translations of a project's description. Admin only. Audited. */
export const adminTranslationsContract = c.router(
  {
    listReviewedTranslations: {
      method: 'GET',
      path: '/api/secure-admin/projects/:id/translations',
      pathParams: ZProjectIdParamsSchema,
      responses: { 200: z.array(ZReviewedTranslationSchema) },
      summary: "The project's reviewed description translations, one per language.",
    },
    saveReviewedTranslation: {
      method: 'PUT',
      path: '/api/secure-admin/projects/:id/translations/:language',
      pathParams: ZReviewedTranslationParamsSchema,
      body: ZSaveReviewedTranslationBodySchema,
      responses: { 200: ZReviewedTranslationSchema },
      summary: "Stores the reviewed translation of the project's current description. Audited.",
    },
    deleteReviewedTranslation: {
      method: 'DELETE',
      path: '/api/secure-admin/projects/:id/translations/:language',
      pathParams: ZReviewedTranslationParamsSchema,
      body: c.noBody(),
      responses: { 204: c.noBody() },
      summary: 'Removes a reviewed translation; the service translates again. Audited.',
    },
  },
  { commonResponses: commonErrorResponses },
);
