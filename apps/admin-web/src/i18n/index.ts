import { createI18n } from '@coinvest/ui';
import { en } from './locales/en';

export const i18n = createI18n({ en: { translation: en } });
