// Without zod: the investor site's pages split their texts into batches without the schemas.
export const TRANSLATION_LIMITS = {
  /** Characters of one text: a long project description fits, a book does not. */
  textMax: 5000,
  /** Texts in one batch call: a project page's description, units and updates. */
  batchMax: 50,
  /** Characters of all texts of one batch together. */
  batchCharactersMax: 50000,
} as const;
