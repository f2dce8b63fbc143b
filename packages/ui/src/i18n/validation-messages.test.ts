import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import uiEn from './locales/en.json';
import { contractMessageGroups, translateMessage } from './validation-messages';

describe('contract messages in the catalog', () => {
  it.each(Object.entries(contractMessageGroups))(
    'every message of %s has a catalog entry with the same English text',
    (_group, messages) => {
      for (const [key, message] of Object.entries(messages)) {
        expect(uiEn.validation, key).toHaveProperty(key, message);
      }
    },
  );

  it('holds no entry that the contract does not have', () => {
    const contractKeys = new Set(
      Object.values(contractMessageGroups).flatMap((messages) => Object.keys(messages)),
    );
    const stale = Object.keys(uiEn.validation).filter((key) => !contractKeys.has(key));
    expect(stale).toEqual([]);
  });
});

describe('translateMessage', () => {
  const i18n = createI18n({
    fr: { translation: { validation: { passwordsDontMatch: 'Les mots de passe diffèrent' } } },
  });

  it('shows a contract message in the current language', async () => {
    await i18n.changeLanguage('fr');
    expect(translateMessage("Passwords don't match", i18n.t)).toBe('Les mots de passe diffèrent');
    // A language without the entry falls back to English.
    expect(translateMessage('Password is required', i18n.t)).toBe('Password is required');
  });

  it('sets the language and direction of the page', async () => {
    await i18n.changeLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await i18n.changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('passes any other text through unchanged', () => {
    expect(translateMessage('Something the server said', i18n.t)).toBe('Something the server said');
  });
});
