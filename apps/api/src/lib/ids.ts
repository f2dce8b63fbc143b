import { MAX_ID } from '@coinvest/contract';

/** Whether an id could name a row at all; a larger one would make PostgreSQL raise an error. */
export function isStorableId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;
}
