import { LANGUAGE_CODES } from '@coinvest/contract';
import { describe, expect, it } from 'vitest';
import { CHATBOT_TEXTS } from './chatbot-texts';

/** Every text as 'path: text', nested groups (types, statuses) included. */
function entries(texts: object, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value as object, `${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the chatbot's catalog", () => {
  const english = new Map(entries(CHATBOT_TEXTS.en));

  it.each(LANGUAGE_CODES)('%s has the same keys and placeholders as English', (code) => {
    const texts = new Map(entries(CHATBOT_TEXTS[code]));
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of texts) {
      expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(english.get(key) ?? ''));
      expect(text.trim(), `${code} ${key}`).not.toBe('');
    }
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))(
    '%s is written in its language: at most 5% of its texts are left in English',
    (code) => {
      const same = entries(CHATBOT_TEXTS[code]).filter(
        ([key, text]) => text === english.get(key) && /\p{L}/u.test(text.replace(/\{\w+\}/g, '')),
      );
      expect(same.length / english.size).toBeLessThanOrEqual(0.05);
    },
  );
});
