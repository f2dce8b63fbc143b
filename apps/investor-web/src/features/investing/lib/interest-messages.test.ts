import { PROJECT_INTEREST_MESSAGES } from '@coinvest/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import en from '../../../i18n/locales/en/investing.json';
import { translateInterestMessage } from './interest-messages';

describe("the interest dialog's messages in the catalog", () => {
  it('has every interest message of the contract, in English exactly as the contract words it', () => {
    for (const [key, message] of Object.entries(PROJECT_INTEREST_MESSAGES)) {
      expect(en.interest.validation, key).toHaveProperty(key, message);
      expect(translateInterestMessage(message, i18n.t)).toBe(message);
    }
  });

  it('holds no entry that the contract does not have', () => {
    const stale = Object.keys(en.interest.validation).filter(
      (key) => !(key in PROJECT_INTEREST_MESSAGES),
    );
    expect(stale).toEqual([]);
  });
});
