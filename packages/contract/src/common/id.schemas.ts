import { z } from 'zod';

/**
 * The largest id PostgreSQL's integer (int4) columns hold: every id the database hands out is
 * from 1 to this. A larger one made the database raise 'out of range' (a 500) before it could
 * answer 'not found'.
 */
export const MAX_ID = 2_147_483_647;

export const ID_MESSAGES = {
  idInvalid: `An id must be a whole number from 1 to ${MAX_ID}`,
} as const;

const isId = (value: number) => Number.isInteger(value) && value >= 1 && value <= MAX_ID;

/** An id in a JSON body (userId, projectId, unitId, ...). */
export function idSchema(message: string = ID_MESSAGES.idInvalid) {
  return z.number({ invalid_type_error: message }).refine(isId, message);
}

/**
 * An id in a path (/api/projects/{id}): digits only, so '12abc', '1e3' or '-3' is refused
 * rather than read as a number, and within the same range as a body id.
 */
export function idParamSchema(message: string = ID_MESSAGES.idInvalid) {
  return z.string().regex(/^\d+$/, message).transform(Number).refine(isId, message);
}
