import { i18n } from './instance';

let loading: Promise<void> | undefined;

/**
 * The English texts of the pages and of the shell's widgets, added to the first render's the
 * first time one of them loads (each waits for them beside its own code). Another language's
 * catalog falls back to them.
 */
export function loadDeferredTexts(): Promise<void> {
  return (loading ??= import('./locales/en/deferred').then(
    ({ deferredTexts }) => {
      i18n.addResourceBundle('en', 'translation', deferredTexts, true, false);
    },
    (error: unknown) => {
      // Texts that failed to arrive (offline, a new release) are asked for again next time.
      loading = undefined;
      throw error;
    },
  ));
}
