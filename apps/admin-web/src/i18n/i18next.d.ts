import type { UiCatalog } from '@coinvest/ui';
import type { en } from './locales/en';

// Translation keys are checked at compile time: a missing key is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & UiCatalog };
  }
}
