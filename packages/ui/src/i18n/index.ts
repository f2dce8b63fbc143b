export { createI18n, DEFAULT_LANGUAGE, uiResources, type UiCatalog } from './create-i18n';
export { serverMessageOr } from './server-message';
export {
  contractMessageGroups,
  contractMessageTranslator,
  translateMessage,
  type MessageTranslator,
} from './validation-messages';
