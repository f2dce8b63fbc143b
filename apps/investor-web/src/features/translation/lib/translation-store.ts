/**
 * Translations this tab already received, by language and text, in sessionStorage: a page
 * opened again (or another page showing the same text) asks the API only for what is new.
 * Storage can be full or blocked; the query cache then still holds the page's answer.
 */
const PREFIX = 'contentTranslation:';

const keyOf = (language: string, text: string) => `${PREFIX}${language}:${text}`;

export function storedTranslation(language: string, text: string): string | null {
  try {
    return window.sessionStorage.getItem(keyOf(language, text));
  } catch {
    return null;
  }
}

export function storeTranslation(language: string, text: string, translated: string): void {
  try {
    window.sessionStorage.setItem(keyOf(language, text), translated);
  } catch {
    // Not kept for the next page; this one shows it all the same.
  }
}
