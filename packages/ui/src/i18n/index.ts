export { createI18n, DEFAULT_LANGUAGE, uiResources, type UiCatalog } from './create-i18n';
export { loadUiCatalog } from './load-ui-catalog';
export { serverMessageOr } from './server-message';
export {
  contractMessageGroups,
  contractMessageTranslator,
  translateMessage,
  type MessageTranslator,
} from './validation-messages';
