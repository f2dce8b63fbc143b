import { DEFAULT_LANGUAGE_CODE } from '@coinvest/contract';
import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { isTranslatable, toBatches } from '../lib/translatable';
import { storedTranslation, storeTranslation } from '../lib/translation-store';

/**
 * The page's texts in `language`, in the order given: what this tab already holds, the rest
 * through POST /api/translate/batch. The API answers a text it could not translate with the
 * text itself; only real translations are kept, so a later visit asks again.
 */
async function translatePageTexts(
  api: ApiClient,
  language: string,
  texts: readonly string[],
): Promise<string[]> {
  const found = new Map<string, string>();
  const missing = new Set<string>();
  for (const text of texts) {
    const stored = isTranslatable(text) ? storedTranslation(language, text) : text;
    if (stored === null) missing.add(text);
    else found.set(text, stored);
  }
  await Promise.all(
    toBatches([...missing]).map(async (batch) => {
      const { translatedTexts } = unwrap(
        await api.translation.translateBatch({ body: { texts: batch, targetLanguage: language } }),
        200,
      );
      batch.forEach((text, index) => {
        const translated = translatedTexts[index] ?? text;
        if (translated !== text) storeTranslation(language, text, translated);
        found.set(text, translated);
      });
    }),
  );
  return texts.map((text) => found.get(text) ?? text);
}

export function pageTranslationQueryOptions(
  api: ApiClient,
  language: string,
  texts: readonly string[],
) {
  return queryOptions({
    queryKey: queryKeys.translations.page(language, texts),
    queryFn: () =>
      translatePageTexts(api, language, texts).catch((error: unknown) => {
        // On failure the original texts stay, and the failure is only logged.
        console.warn('Content translation failed; the original texts stay.', error);
        throw error;
      }),
    // English is the texts' own language: nothing to ask.
    enabled: language !== DEFAULT_LANGUAGE_CODE && texts.some(isTranslatable),
  });
}

/** A page's content texts in `language`; undefined while they load, or when that failed. */
export function usePageTranslation(language: string, texts: readonly string[], ready: boolean) {
  const api = useApi();
  const options = pageTranslationQueryOptions(api, language, texts);
  return useQuery({ ...options, enabled: ready && options.enabled });
}
