import type { ResourceLanguage } from 'i18next';

// English is bundled (create-i18n.ts); every other language is its own chunk, fetched when chosen.
const catalogs = import.meta.glob<ResourceLanguage>(['./locales/*.json', '!./locales/en.json'], {
  import: 'default',
});

/** The shared components' texts in one language, or null when none were written for it yet. */
export async function loadUiCatalog(language: string): Promise<ResourceLanguage | null> {
  const load = catalogs[`./locales/${language}.json`];
  return load ? load() : null;
}
