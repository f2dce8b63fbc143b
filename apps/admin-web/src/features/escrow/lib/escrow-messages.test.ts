import { ESCROW_MESSAGES } from '@coinvest/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { translateEscrowMessage } from './escrow-messages';

describe('escrow messages', () => {
  it.each(Object.entries(ESCROW_MESSAGES))(
    'shows %s in English exactly as the contract words it',
    (_key, message) => {
      expect(translateEscrowMessage(message, i18n.t)).toBe(message);
    },
  );
});
