import { createContext, useContext } from 'react';

export interface ContentTranslation {
  /** The reader's language. */
  language: string;
  /** The text in the reader's language; undefined while it loads, or when it stays as written. */
  translationOf: (text: string) => string | undefined;
  /** A translation of the page is on its way. */
  isTranslating: boolean;
}

const untranslated: ContentTranslation = {
  language: 'en',
  translationOf: () => undefined,
  isTranslating: false,
};

export const ContentTranslationContext = createContext<ContentTranslation>(untranslated);

export const useContentTranslation = () => useContext(ContentTranslationContext);
