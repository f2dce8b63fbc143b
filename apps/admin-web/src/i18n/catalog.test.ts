import { contractMessageGroups } from '@coinvest/ui';
import { describe, expect, it } from 'vitest';
import { i18n } from '.';

describe("the site's catalog", () => {
  it.each(Object.entries(contractMessageGroups))(
    'shows every message of %s in English exactly as the contract words it',
    (_group, messages) => {
      for (const [key, message] of Object.entries(messages)) {
        expect(i18n.t(`validation.${key}` as 'validation.acceptTerms')).toBe(message);
      }
    },
  );

  it('is English first, with English as the fallback', () => {
    expect(i18n.language).toBe('en');
    expect(i18n.options.fallbackLng).toEqual(['en']);
  });
});
