import type { TLanguageCode } from '@coinvest/contract';
import { z } from 'zod';
import type { Config } from '../../config';

/** A machine translation service: the texts in the target language, in the order given. */
export interface TranslationService {
  /** Stored with each cached answer. */
  readonly name: string;
  translate(texts: readonly string[], targetLanguage: TLanguageCode): Promise<string[]>;
}

const ZLibreTranslateAnswer = z.object({
  translatedText: z.union([z.string(), z.array(z.string())]),
});

/**
 * A LibreTranslate-compatible API (POST /translate {q, source, target, format, api_key?}):
 * one call for any number of texts (q an array). The site's texts are written in English, so
 * the source is 'en' rather than guessed from a few words. A call taking longer than the
 * timeout, an error status or an answer of the wrong shape is thrown.
 */
export function libreTranslateService(
  translation: Config['translation'],
): TranslationService | undefined {
  const { url, apiKey, timeoutMs } = translation;
  if (url === undefined) return undefined;
  const endpoint = `${url.replace(/\/+$/, '')}/translate`;
  return {
    name: 'libretranslate',
    async translate(texts, targetLanguage) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          q: texts.length === 1 ? texts[0] : texts,
          source: 'en',
          target: targetLanguage,
          format: 'text',
          ...(apiKey !== undefined && { api_key: apiKey }),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`The translation service answered ${response.status}`);
      const answer = ZLibreTranslateAnswer.safeParse(await response.json());
      if (!answer.success)
        throw new Error('The translation service answered without translatedText');
      const translated = answer.data.translatedText;
      const list = typeof translated === 'string' ? [translated] : translated;
      if (list.length !== texts.length) {
        throw new Error(`The translation service answered ${list.length} of ${texts.length} texts`);
      }
      return list;
    },
  };
}
