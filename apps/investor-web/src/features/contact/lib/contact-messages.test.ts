import { CONTACT_MESSAGES } from '@coinvest/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import en from '../../../i18n/locales/en/contact.json';
import { translateContactMessage } from './contact-messages';

describe("the contact form's messages in the catalog", () => {
  it('has every contact message of the contract, in English exactly as the contract words it', () => {
    for (const [key, message] of Object.entries(CONTACT_MESSAGES)) {
      expect(en.validation, key).toHaveProperty(key, message);
      expect(translateContactMessage(message, i18n.t)).toBe(message);
    }
  });

  it('holds no entry that the contract does not have', () => {
    const stale = Object.keys(en.validation).filter((key) => !(key in CONTACT_MESSAGES));
    expect(stale).toEqual([]);
  });

  it('shows a contact message in the current language, and other text as it came', async () => {
    i18n.addResource(
      'fr',
      'translation',
      'contact.validation.contactEmailInvalid',
      'Adresse e-mail invalide',
    );
    await i18n.changeLanguage('fr');
    try {
      expect(translateContactMessage(CONTACT_MESSAGES.contactEmailInvalid, i18n.t)).toBe(
        'Adresse e-mail invalide',
      );
      expect(translateContactMessage('Something the server said', i18n.t)).toBe(
        'Something the server said',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
