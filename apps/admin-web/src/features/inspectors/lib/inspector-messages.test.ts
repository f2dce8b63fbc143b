import { INSPECTION_MESSAGES, USER_MESSAGES } from '@coinvest/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { translateInspectorsMessage } from './inspector-messages';

describe('inspector messages', () => {
  it.each(Object.entries({ ...INSPECTION_MESSAGES, ...USER_MESSAGES }))(
    'shows %s in English exactly as the contract words it',
    (_key, message) => {
      expect(translateInspectorsMessage(message, i18n.t)).toBe(message);
    },
  );
});
