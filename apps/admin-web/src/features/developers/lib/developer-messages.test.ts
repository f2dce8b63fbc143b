import { DEVELOPER_ADMIN_MESSAGES, DEVELOPER_LICENCE_MESSAGES } from '@coinvest/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { translateDeveloperMessage, translateLicenceMessage } from './developer-messages';

describe('developer messages', () => {
  it.each(Object.entries(DEVELOPER_ADMIN_MESSAGES))(
    'shows %s in English exactly as the contract words it',
    (_key, message) => {
      expect(translateDeveloperMessage(message, i18n.t)).toBe(message);
    },
  );
});

describe('licence messages', () => {
  it.each(Object.entries(DEVELOPER_LICENCE_MESSAGES))(
    'shows %s in English exactly as the contract words it',
    (_key, message) => {
      expect(translateLicenceMessage(message, i18n.t)).toBe(message);
    },
  );
});
