import type { i18n as I18n } from 'i18next';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { readSelectedLanguage, storeSelectedLanguage, type TLanguageCode } from './languages';

let loading = false;
const listeners = new Set<() => void>();

function setLoading(value: boolean) {
  loading = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Switches the site to a language: fetches its catalog the first time, then changes the
 * language (which sets <html lang> and <html dir>) and remembers it on this browser.
 */
export async function changeSiteLanguage(i18n: I18n, language: TLanguageCode): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    setLoading(true);
    try {
      // The other languages' file list is a chunk of its own: an English reader never needs it.
      const { loadCatalog } = await import('./load-catalog');
      const catalog = await loadCatalog(language);
      if (catalog) i18n.addResourceBundle(language, 'translation', catalog, true, true);
    } finally {
      setLoading(false);
    }
  }
  await i18n.changeLanguage(language);
  storeSelectedLanguage(language);
}

/** Before the first render: the language this browser chose last time, its catalog loaded. */
export async function restoreSelectedLanguage(i18n: I18n): Promise<void> {
  const language = readSelectedLanguage();
  if (language !== i18n.language) await changeSiteLanguage(i18n, language);
}

/** The site's language, whether a catalog is on its way, and the switch. */
export function useSiteLanguage() {
  const { i18n } = useTranslation();
  // The build's pre-render (src/prerender.tsx) has no catalog on its way.
  const isLoading = useSyncExternalStore(
    subscribe,
    () => loading,
    () => false,
  );
  return {
    language: i18n.language as TLanguageCode,
    isLoading,
    changeLanguage: (language: TLanguageCode) => changeSiteLanguage(i18n, language),
  };
}
