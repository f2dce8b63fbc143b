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

/** One developer of the public page: unknown and inactive ones alike are not found. */
export function findActiveDeveloper(db: Executor, id: number): Promise<DeveloperRow | undefined> {
  return db
    .selectFrom('developers')
    .selectAll()
    .where('id', '=', id)
    .where('isActive', '=', true)
    .executeTakeFirst();
}
