import { runInNewContext } from 'node:vm';
import { AUTH_TOKEN_KEY } from '@coinvest/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { SELECTED_LANGUAGE_KEY } from './i18n';
import { PREFERRED_CURRENCY_KEY } from './lib/currency';
import {
  PRERENDER_GATE_KEYS,
  PRERENDER_GATE_SCRIPT,
  PRERENDER_HIDDEN_ATTRIBUTE,
} from './prerender-gate';

function hidesThePage(stored: Record<string, string>): boolean {
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  runInNewContext(PRERENDER_GATE_SCRIPT, { localStorage, document });
  return document.documentElement.hasAttribute(PRERENDER_HIDDEN_ATTRIBUTE);
}

describe('the gate of a pre-rendered page', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(PRERENDER_HIDDEN_ATTRIBUTE);
  });

  it('reads the keys the site stores its choices under', () => {
    expect(PRERENDER_GATE_KEYS).toEqual({
      language: SELECTED_LANGUAGE_KEY,
      currency: PREFERRED_CURRENCY_KEY,
      session: AUTH_TOKEN_KEY,
    });
  });

  it('shows the page to a visitor reading English', () => {
    expect(hidesThePage({})).toBe(false);
    expect(hidesThePage({ [SELECTED_LANGUAGE_KEY]: 'en' })).toBe(false);
  });

  it('hides it from a reader of another language, with a currency or a session', () => {
    expect(hidesThePage({ [SELECTED_LANGUAGE_KEY]: 'fr' })).toBe(true);
    localStorage.clear();
    document.documentElement.removeAttribute(PRERENDER_HIDDEN_ATTRIBUTE);
    expect(hidesThePage({ [PREFERRED_CURRENCY_KEY]: 'GHS' })).toBe(true);
    localStorage.clear();
    document.documentElement.removeAttribute(PRERENDER_HIDDEN_ATTRIBUTE);
    expect(hidesThePage({ [AUTH_TOKEN_KEY]: 'token' })).toBe(true);
  });
});
