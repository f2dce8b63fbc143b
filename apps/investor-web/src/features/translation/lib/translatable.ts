import { TRANSLATION_LIMITS } from '@coinvest/contract';

// A currency code written before an amount ('GHS 25,000', 'GH₵ 25,000') is part of the amount.
const CURRENCY_CODE = /\b[A-Z]{2,3}(?=\s*[\p{Sc}\d])/gu;
const NOT_WORDS = /[\p{N}\p{P}\p{S}\p{Z}\s]/gu;

/**
 * Whether a content text is worth asking for: empty text is skipped, and so is text of numbers
 * or currencies only ('$1,200.50', 'GH₵ 25,000', '15-25%'); and the contract takes at most
 * `textMax` characters, so a longer text stays as written rather than failing the whole page.
 */
export function isTranslatable(text: string): boolean {
  if (text.length > TRANSLATION_LIMITS.textMax) return false;
  return text.replace(CURRENCY_CODE, '').replace(NOT_WORDS, '').length > 0;
}

/**
 * The page's texts in calls the contract accepts (at most `batchMax` texts and
 * `batchCharactersMax` characters each): one call for any ordinary project page.
 */
export function toBatches(texts: readonly string[]): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let characters = 0;
  for (const text of texts) {
    if (
      current.length === TRANSLATION_LIMITS.batchMax ||
      characters + text.length > TRANSLATION_LIMITS.batchCharactersMax
    ) {
      batches.push(current);
      current = [];
      characters = 0;
    }
    current.push(text);
    characters += text.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
