import { createI18n } from '@coinvest/ui';
import { shellTexts } from './locales/en/shell';

/**
 * English is the first language and the fallback: the shell's texts are in the first bundle,
 * the pages' arrive with the first page (loadPageTexts); every other language is loaded
 * whole when chosen (load-catalog.ts).
 */
export const i18n = createI18n({ en: { translation: shellTexts } });
