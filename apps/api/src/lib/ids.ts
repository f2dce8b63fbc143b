/** The largest value of a PostgreSQL integer (serial / identity) column. */
export const MAX_STORED_ID = 2_147_483_647;

/** Whether an id could name a row at all; a larger one would make PostgreSQL raise an error. */
export function isStorableId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_STORED_ID;
}
