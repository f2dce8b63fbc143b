import type { DeveloperChanges, DeveloperRow, NewDeveloper } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

/** Every developer, active or not, by name. */
export function listAllDevelopers(db: Executor): Promise<DeveloperRow[]> {
  return db.selectFrom('developers').selectAll().orderBy('name').orderBy('id').execute();
}

/** A developer, active or not; undefined when there is none by this id. */
export function findDeveloper(db: Executor, id: number): Promise<DeveloperRow | undefined> {
  return db.selectFrom('developers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function lockDeveloper(db: Executor, id: number): Promise<DeveloperRow | undefined> {
  return db
    .selectFrom('developers')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function insertDeveloper(db: Executor, values: NewDeveloper): Promise<DeveloperRow> {
  return db.insertInto('developers').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateDeveloperRow(
  db: Executor,
  id: number,
  changes: DeveloperChanges,
): Promise<DeveloperRow> {
  return db
    .updateTable('developers')
    .set({ ...changes, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Its projects keep their developer name; their link to it is cleared (ON DELETE SET NULL). */
export async function deleteDeveloperRow(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('developers').where('id', '=', id).execute();
}
