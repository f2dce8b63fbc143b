import { UNIT_ADMIN_MESSAGES } from '@coinvest/contract';
import { ApiError } from '@coinvest/contract/client';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import en from '../../../i18n/locales/en/units.json';
import { serverMessageOr } from '@coinvest/ui';
import { translateUnitMessage } from './unit-messages';

describe("the unit messages in the admin site's catalog", () => {
  it('has every unit message of the contract, in English exactly as the contract words it', () => {
    for (const [key, message] of Object.entries(UNIT_ADMIN_MESSAGES)) {
      expect(en.messages, key).toHaveProperty(key, message);
      expect(translateUnitMessage(message, i18n.t)).toBe(message);
    }
  });

  it('holds no entry that the contract does not have', () => {
    const stale = Object.keys(en.messages).filter((key) => !(key in UNIT_ADMIN_MESSAGES));
    expect(stale).toEqual([]);
  });

  it("shows the server's reason in the current language, or the fallback without one", async () => {
    const refused = new ApiError(409, { message: UNIT_ADMIN_MESSAGES.unitHasInvestments });
    i18n.addResource(
      'fr',
      'translation',
      'units.messages.unitHasInvestments',
      'Cette unité a des investisseurs',
    );
    await i18n.changeLanguage('fr');
    try {
      expect(serverMessageOr(refused, 'fallback', i18n.t, translateUnitMessage)).toBe(
        'Cette unité a des investisseurs',
      );
      expect(
        serverMessageOr(new ApiError(500, undefined), 'fallback', i18n.t, translateUnitMessage),
      ).toBe('fallback');
      expect(translateUnitMessage('Something else', i18n.t)).toBe('Something else');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
