/** At most this many search words count; the rest of a pasted paragraph is ignored. */
export const MAX_SEARCH_WORDS = 8;

/** The words of a search box's text, at most MAX_SEARCH_WORDS of them. */
export function searchWords(text: string | undefined): string[] {
  return (text ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}
