export { createI18n, DEFAULT_LANGUAGE, uiResources, type UiCatalog } from './create-i18n';
export { contractMessageGroups, translateMessage } from './validation-messages';
