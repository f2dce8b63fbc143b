/** Escapes LIKE's wildcards (and its escape character), so a search finds the text as typed. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** An ILIKE pattern that finds the text anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
