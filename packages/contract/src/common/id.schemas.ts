import { z } from 'zod';
import { ID_MESSAGES, ID_PARAM_PATTERN, isId } from './ids';

/** An id in a JSON body (userId, projectId, unitId, ...). */
export function idSchema(message: string = ID_MESSAGES.idInvalid) {
  return z.number({ invalid_type_error: message }).refine(isId, message);
}

/**
 * An id in a path (/api/projects/{id}): digits only, so '12abc', '1e3' or '-3' is refused
 * rather than read as a number, and within the same range as a body id.
 */
export function idParamSchema(message: string = ID_MESSAGES.idInvalid) {
  return z.string().regex(ID_PARAM_PATTERN, message).transform(Number).refine(isId, message);
}
