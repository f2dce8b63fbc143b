import type { DeveloperRow } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

/** The developers the public page lists: active ones, by name. */
export function listActiveDevelopers(db: Executor): Promise<DeveloperRow[]> {
  return db
    .selectFrom('developers')
    .selectAll()
    .where('isActive', '=', true)
    .orderBy('name')
    .orderBy('id')
    .execute();
}
