import { createI18n } from '@coinvest/ui';
import { en } from './locales/en';

/** English is in the first bundle; every other language is loaded when chosen (load-catalog.ts). */
export const i18n = createI18n({ en: { translation: en } });
