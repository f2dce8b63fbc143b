import { TRANSLATION_LIMITS } from '@coinvest/contract';
import { describe, expect, it } from 'vitest';
import { isTranslatable, toBatches } from './translatable';

describe('which content texts are asked for', () => {
  it.each(['', '   ', '$1,200.50', 'GH₵ 25,000', 'GHS 25,000', '15-25%', '2026'])(
    'skips %j: empty, numbers or currency only',
    (text) => expect(isTranslatable(text)).toBe(false),
  );

  it.each(['Ground breaking', 'Phase 2 handed over', 'Roof on Block B'])('asks for %j', (text) =>
    expect(isTranslatable(text)).toBe(true),
  );

  it('keeps a text longer than the contract takes as written', () => {
    expect(isTranslatable('a'.repeat(TRANSLATION_LIMITS.textMax + 1))).toBe(false);
  });
});

describe("a page's texts in calls the contract accepts", () => {
  it('sends an ordinary page in one call', () => {
    expect(toBatches(['a', 'b', 'c'])).toEqual([['a', 'b', 'c']]);
  });

  it('splits at the number of texts and at the characters of one call', () => {
    const many = Array.from({ length: TRANSLATION_LIMITS.batchMax + 1 }, (_, i) => `text ${i}`);
    expect(toBatches(many).map((batch) => batch.length)).toEqual([TRANSLATION_LIMITS.batchMax, 1]);

    const long = 'x'.repeat(TRANSLATION_LIMITS.textMax);
    const batches = toBatches(Array.from({ length: 11 }, () => long));
    expect(batches.map((batch) => batch.length)).toEqual([10, 1]);
  });
});
