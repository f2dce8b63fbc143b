/** Content that people write (descriptions, updates), shown in the reader's language. */
export { ContentTranslationProvider } from './components/ContentTranslationProvider';
export { TranslatedContent } from './components/TranslatedContent';
