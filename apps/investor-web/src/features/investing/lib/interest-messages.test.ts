import {
  INTEREST_AMOUNT_STEP,
  INTEREST_MESSAGE_MAX,
  INTEREST_MIN_AMOUNT,
  PROJECT_INTEREST_MESSAGES,
} from '@coinvest/contract';
import { formatMoney } from '@coinvest/ui';
import { describe, expect, it } from 'vitest';
import { changeSiteLanguage, i18n } from '../../../i18n';
import en from '../../../i18n/locales/en/investing.json';
import { interestRuleValues, translateInterestMessage } from './interest-messages';

describe("the interest dialog's messages in the catalog", () => {
  it('has every interest message of the contract, in English exactly as the contract words it', () => {
    // The contract writes its figures plainly; the catalog takes them as values.
    const contractFigures = {
      amount: Number(INTEREST_MIN_AMOUNT).toLocaleString('en-US'),
      step: INTEREST_AMOUNT_STEP,
      max: INTEREST_MESSAGE_MAX,
    };
    for (const [key, message] of Object.entries(PROJECT_INTEREST_MESSAGES)) {
      expect(en.interest.validation, key).toHaveProperty(key);
      expect(translateInterestMessage(message, i18n.t, contractFigures)).toBe(message);
    }
  });

  it("fills in the rules' figures from the contract, in the reader's language", async () => {
    await changeSiteLanguage(i18n, 'fr');
    const values = interestRuleValues('fr');
    expect(translateInterestMessage(PROJECT_INTEREST_MESSAGES.amountTooLow, i18n.t, values)).toBe(
      `Le montant minimum est de ${formatMoney(INTEREST_MIN_AMOUNT, 'USD', 'fr', 'whole')}`,
    );
    expect(
      translateInterestMessage(PROJECT_INTEREST_MESSAGES.messageTooLong, i18n.t, values),
    ).toContain(String(INTEREST_MESSAGE_MAX));
    await changeSiteLanguage(i18n, 'en');
  });

  it('holds no entry that the contract does not have', () => {
    const stale = Object.keys(en.interest.validation).filter(
      (key) => !(key in PROJECT_INTEREST_MESSAGES),
    );
    expect(stale).toEqual([]);
  });
});
