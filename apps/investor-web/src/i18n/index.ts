// Re-exports only: a barrel with code of its own ties each module it re-exports to its importers'
// chunk, so the first page would carry the language picker
// (docs/adr/0089-page-weight-lazy-pages-and-a-size-budget.md).
export { i18n } from './instance';
export { loadDeferredTexts } from './load-deferred-texts';
export { LANGUAGES, SELECTED_LANGUAGE_KEY, type TLanguageCode } from './languages';
export { LanguagePicker } from './LanguagePicker';
export { changeSiteLanguage, restoreSelectedLanguage, useSiteLanguage } from './site-language';
export { useAccountLanguage } from './use-account-language';
