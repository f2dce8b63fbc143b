import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import en from '../../../i18n/locales/en/payments.json';
import { REFUND_MESSAGES } from '@coinvest/contract';
import {
  PAYMENT_DECISION_MESSAGES,
  translatePaymentMessage,
  translateRefundMessage,
} from './payment-messages';

describe("the payment messages in the admin site's catalog", () => {
  it('has every refusal of a payment decision, in English exactly as the contract words it', () => {
    for (const [key, message] of Object.entries(PAYMENT_DECISION_MESSAGES)) {
      expect(en.messages, key).toHaveProperty(key, message);
      expect(translatePaymentMessage(message, i18n.t)).toBe(message);
    }
    expect(Object.keys(en.messages).sort()).toEqual(Object.keys(PAYMENT_DECISION_MESSAGES).sort());
  });

  it('has every refusal of a refund, in English exactly as the contract words it', () => {
    const catalog = en.provider.refundMessages;
    for (const [key, message] of Object.entries(REFUND_MESSAGES)) {
      expect(catalog, key).toHaveProperty(key, message);
      expect(translateRefundMessage(message, i18n.t)).toBe(message);
    }
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(REFUND_MESSAGES).sort());
  });
});
