import { loadUiCatalog } from '@coinvest/ui';
import type { ResourceLanguage } from 'i18next';

// English is in the first bundle (./locales/en/index.ts); each other language's files are
// chunks of their own, fetched only when a reader chooses that language.
const siteFiles = import.meta.glob<ResourceLanguage>(['./locales/*/*.json', '!./locales/en/*'], {
  import: 'default',
});

/** The file name of a catalog part is its top-level key: locales/fr/home.json holds home.*. */
function filesOf(language: string): [section: string, load: () => Promise<ResourceLanguage>][] {
  const prefix = `./locales/${language}/`;
  return Object.entries(siteFiles)
    .filter(([path]) => path.startsWith(prefix))
    .map(([path, load]) => [path.slice(prefix.length, -'.json'.length), load]);
}

/**
 * One language's whole catalog: the site's parts and the shared components' texts, in the
 * shape of the English one. Null when nothing is written for the language yet; i18next then
 * shows English, its fallback.
 */
export async function loadCatalog(language: string): Promise<ResourceLanguage | null> {
  const files = filesOf(language);
  const [shared, ...parts] = await Promise.all([
    loadUiCatalog(language),
    ...files.map(async ([section, load]) => [section, await load()] as const),
  ]);
  if (!shared && parts.length === 0) return null;
  return { ...shared, ...Object.fromEntries(parts) };
}
