import { DEFAULT_LANGUAGE_CODE, isLanguageCode, type TLanguageCode } from '@coinvest/contract';

export { LANGUAGES, type TLanguage, type TLanguageCode } from '@coinvest/contract';

/** The browser storage key for the reader's language. */
export const SELECTED_LANGUAGE_KEY = 'selectedLanguage';

/** The language chosen on this browser, English when none (or an unknown one) is stored. */
export function readSelectedLanguage(): TLanguageCode {
  const stored = localStorage.getItem(SELECTED_LANGUAGE_KEY);
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE_CODE;
}

export function storeSelectedLanguage(language: TLanguageCode): void {
  localStorage.setItem(SELECTED_LANGUAGE_KEY, language);
}
