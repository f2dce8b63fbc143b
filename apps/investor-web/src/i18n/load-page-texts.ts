import { i18n } from './instance';

let loading: Promise<void> | undefined;

/**
 * The pages' English texts, added to the shell's the first time a page loads (the route table
 * fetches them beside the page's code). Another language's catalog falls back to them.
 */
export function loadPageTexts(): Promise<void> {
  return (loading ??= import('./locales/en/page-texts').then(
    ({ pageTexts }) => {
      i18n.addResourceBundle('en', 'translation', pageTexts, true, false);
    },
    (error: unknown) => {
      // Texts that failed to arrive (offline, a new release) are asked for again next time.
      loading = undefined;
      throw error;
    },
  ));
}
