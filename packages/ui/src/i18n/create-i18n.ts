import i18next, { type i18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import uiEn from './locales/en.json';

/** The English texts the shared components and the contract's messages need. */
export const uiResources = { en: uiEn } as const;
export type UiCatalog = typeof uiEn;

export const DEFAULT_LANGUAGE = 'en';

/**
 * One i18next instance per site: the site's catalogs merged over the shared ones, in the
 * single `translation` namespace, English first and English as the fallback.
 */
export function createI18n(resources: Resource, language = DEFAULT_LANGUAGE): i18n {
  const merged: Resource = {};
  const languages = new Set([...Object.keys(uiResources), ...Object.keys(resources)]);
  for (const lng of languages) {
    const shared = (uiResources as Record<string, UiCatalog | undefined>)[lng] ?? {};
    const own = (resources[lng]?.translation ?? {}) as ResourceLanguage;
    merged[lng] = { translation: { ...shared, ...own } };
  }

  const instance = i18next.createInstance();
  // Screen readers and the browser follow the page's language and direction.
  instance.on('languageChanged', (lng) => {
    // The investor site's build pre-renders pages without a document.
    if (typeof document === 'undefined') return;
    document.documentElement.lang = lng;
    document.documentElement.dir = instance.dir(lng);
  });
  void instance.use(initReactI18next).init({
    resources: merged,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: 'translation',
    keySeparator: '.',
    // The catalogs are bundled, so the instance is ready before the first render.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
