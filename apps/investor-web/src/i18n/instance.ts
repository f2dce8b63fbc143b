import { createI18n } from '@coinvest/ui';
import { firstRenderTexts } from './locales/en/first-render';

/**
 * English is the first language and the fallback: the first render's texts are in the first
 * bundle, the rest arrive with the first page or widget (loadDeferredTexts); every other
 * language is loaded whole when chosen (load-catalog.ts).
 */
export const i18n = createI18n({ en: { translation: firstRenderTexts } });
