import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { translationRateLimit } from '../../lib/rate-limit';
import { s } from '../../lib/ts-rest';
import { adminActor, adminOnly } from '../../lib/access/admin-access';
import { libreTranslateService } from './libre-translate';
import {
  deleteReviewedTranslation,
  listReviewedTranslations,
  saveReviewedTranslation,
} from './reviewed-translations.service';
import { translateTexts, type TranslationContext } from './translation.service';

export function translationRouter(app: FastifyInstance) {
  const context: TranslationContext = {
    db: app.db,
    log: app.log,
    service: libreTranslateService(app.config.translation),
    limits: app.config.translation,
  };
  const hooks = { onRequest: translationRateLimit(app) };
  return s.router(contract.translation, {
    translate: {
      hooks,
      handler: async ({ body }) => {
        const [translatedText = body.text] = await translateTexts(
          context,
          [body.text],
          body.targetLanguage,
        );
        return { status: 200, body: { translatedText } };
      },
    },
    translateBatch: {
      hooks,
      handler: async ({ body }) => ({
        status: 200,
        body: { translatedTexts: await translateTexts(context, body.texts, body.targetLanguage) },
      }),
    },
  });
}

export function adminTranslationsRouter(app: FastifyInstance) {
  const hooks = adminOnly(app);
  return s.router(contract.adminTranslations, {
    listReviewedTranslations: {
      hooks,
      handler: async ({ params }) => ({
        status: 200,
        body: await listReviewedTranslations(app, params.id),
      }),
    },
    saveReviewedTranslation: {
      hooks,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await saveReviewedTranslation(
          app,
          adminActor(request),
          params.id,
          params.language,
          body,
        ),
      }),
    },
    deleteReviewedTranslation: {
      hooks,
      handler: async ({ params, request }) => {
        await deleteReviewedTranslation(app, adminActor(request), params.id, params.language);
        return { status: 204, body: undefined };
      },
    },
  });
}
