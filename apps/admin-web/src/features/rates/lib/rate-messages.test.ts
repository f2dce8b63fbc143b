import { CURRENCY_RATE_ADMIN_MESSAGES } from '@coinvest/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { translateRateMessage } from './rate-messages';

describe('exchange-rate messages', () => {
  it.each(Object.entries(CURRENCY_RATE_ADMIN_MESSAGES))(
    'shows %s in English exactly as the contract words it',
    (_key, message) => {
      expect(translateRateMessage(message, i18n.t)).toBe(message);
    },
  );
});
