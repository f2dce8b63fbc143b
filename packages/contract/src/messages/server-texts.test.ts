import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../users/languages';
import { SERVER_TEXTS } from './server-texts';

/** Every text of a catalog, by its path ('notifications.unitSold.title'). */
function textsOf(node: unknown, path = ''): Map<string, string> {
  const texts = new Map<string, string>();
  if (typeof node === 'string') texts.set(path, node);
  else if (node && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) {
      for (const [childPath, text] of textsOf(child, path ? `${path}.${key}` : key)) {
        texts.set(childPath, text);
      }
    }
  }
  return texts;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Words a translation may keep as in English. */
const SAME_IN_EVERY_LANGUAGE = ['CoInvest Accra', 'KYC'];

function hasEnglishLeft(text: string): boolean {
  let rest = text.replace(/\{\w+\}/g, '');
  for (const word of SAME_IN_EVERY_LANGUAGE) rest = rest.replaceAll(word, '');
  return /\p{L}/u.test(rest);
}

const english = textsOf(SERVER_TEXTS.en);

describe('server texts', () => {
  it('come in exactly the site languages', () => {
    expect(Object.keys(SERVER_TEXTS).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  describe.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('%s', (code) => {
    const texts = textsOf(SERVER_TEXTS[code]);

    it("has English's keys and placeholders", () => {
      expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [path, text] of texts) {
        expect(placeholders(text), path).toEqual(placeholders(english.get(path) ?? ''));
      }
    });

    it('leaves at most 5% of the texts in English', () => {
      const translatable = [...english].filter(([, text]) => hasEnglishLeft(text));
      const leftInEnglish = translatable.filter(([path, text]) => texts.get(path) === text);
      expect(leftInEnglish.length / translatable.length).toBeLessThanOrEqual(0.05);
    });
  });
});
