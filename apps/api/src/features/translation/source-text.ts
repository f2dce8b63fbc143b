import { createHash } from 'node:crypto';
import { DEFAULT_LANGUAGE_CODE, type TLanguageCode } from '@coinvest/contract';

/** sha256 (hex) of a text exactly as asked: the key of the cache and of reviewed translations. */
export function textHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Currency codes that stand beside an amount ('GHS 25,000', 'USD 1,200'). */
const CURRENCY_CODES = /\b(?:GH|GHS|USD|EUR|GBP|NGN|XOF|CFA)\b/gi;
/** Digits, currency signs ('GH₵', '$'), separators, signs and ranges: nothing a language changes. */
const FIGURES_ONLY = /^[\p{N}\p{Sc}\s.,%+\-–—−()/]*$/u;

/**
 * The skip rules (docs/adr/0081-translating-what-people-write.md): English is the original, and
 * empty text or numbers and currency alone ('GH₵ 25,000', '$1,200.50', '15-25%') read the same in
 * every language, so these come back unchanged without asking anyone.
 */
export function isLeftAsIs(text: string, targetLanguage: TLanguageCode): boolean {
  if (targetLanguage === DEFAULT_LANGUAGE_CODE) return true;
  if (text.trim() === '') return true;
  return FIGURES_ONLY.test(text.replace(CURRENCY_CODES, ''));
}
