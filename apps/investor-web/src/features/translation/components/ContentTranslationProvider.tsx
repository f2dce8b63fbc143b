import { DEFAULT_LANGUAGE_CODE } from '@coinvest/contract';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTranslation } from '../api/translate-page-texts';
import { ContentTranslationContext, type ContentTranslation } from './content-translation-context';

interface ContentTranslationProviderProps {
  /** Every content text the page shows (descriptions, updates), translated in one call. */
  texts: readonly string[];
  /** False while parts of the page still load, so the page asks once, with all its texts. */
  ready?: boolean;
  children: ReactNode;
}

/** Translates a page's content texts into the site's language for the TranslatedContent inside. */
export function ContentTranslationProvider({
  texts,
  ready = true,
  children,
}: ContentTranslationProviderProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const unique = useMemo(() => [...new Set(texts)], [texts]);
  const translation = usePageTranslation(language, unique, ready);

  const value = useMemo<ContentTranslation>(() => {
    const translations = new Map(
      translation.data?.map((translated, index) => [unique[index], translated]),
    );
    return {
      language,
      translationOf: (text) => translations.get(text),
      isTranslating: language !== DEFAULT_LANGUAGE_CODE && (!ready || translation.isFetching),
    };
  }, [language, unique, translation.data, translation.isFetching, ready]);

  return (
    <ContentTranslationContext.Provider value={value}>
      {children}
    </ContentTranslationContext.Provider>
  );
}
