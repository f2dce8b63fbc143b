/**
 * The largest id PostgreSQL's integer (int4) columns hold: every id the database hands out is
 * from 1 to this. A larger one made the database raise 'out of range' (a 500) before it could
 * answer 'not found'.
 */
export const MAX_ID = 2_147_483_647;

export const ID_MESSAGES = {
  idInvalid: `An id must be a whole number from 1 to ${MAX_ID}`,
} as const;

export const isId = (value: number) => Number.isInteger(value) && value >= 1 && value <= MAX_ID;

/** An id as a path gives it: digits only, so '12abc', '1e3' or '-3' is no id. */
export const ID_PARAM_PATTERN = /^\d+$/;

/**
 * The id in a path (/projects/{id}) as idParamSchema reads it, or null; without zod, so a
 * site's page can check its URL without loading the schemas.
 */
export function parseIdParam(raw: string | undefined): number | null {
  if (raw === undefined || !ID_PARAM_PATTERN.test(raw)) return null;
  const id = Number(raw);
  return isId(id) ? id : null;
}
