import type { NewUser } from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';

export async function isInspectorAssigned(
  db: Executor,
  inspectorId: number,
  projectId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('inspectorAssignments')
    .select('projectId')
    .where('inspectorId', '=', inspectorId)
    .where('projectId', '=', projectId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The inspector's projects, by title, with how many updates await their review. */
export function listAssignedProjectRows(db: Executor, inspectorId: number) {
  return db
    .selectFrom('inspectorAssignments as a')
    .innerJoin('projects as p', 'p.id', 'a.projectId')
    .select((eb) => [
      'p.id',
      'p.title',
      'p.location',
      'p.latitude',
      'p.longitude',
      eb
        .selectFrom('projectUpdates as u')
        .select(sql<string>`count(*)`.as('count'))
        .whereRef('u.projectId', '=', 'p.id')
        .where('u.verificationStatus', '=', 'reported')
        .as('reportedUpdates'),
    ])
    .where('a.inspectorId', '=', inspectorId)
    .orderBy('p.title')
    .orderBy('p.id')
    .execute();
}

/** Every inspector, or only the one with this id, with their projects' ids in order. */
export function listInspectorRows(db: Executor, id?: number) {
  let query = db
    .selectFrom('users as u')
    .leftJoin('inspectorAssignments as a', 'a.inspectorId', 'u.id')
    .select((eb) => [
      'u.id',
      'u.email',
      'u.firstName',
      'u.lastName',
      eb.fn
        .coalesce(
          eb.fn
            .agg<number[]>('array_agg', ['a.projectId'])
            .orderBy('a.projectId')
            .filterWhere('a.projectId', 'is not', null),
          eb.val<number[]>([]),
        )
        .as('projectIds'),
    ])
    .where('u.role', '=', 'inspector')
    .groupBy('u.id')
    .orderBy('u.lastName')
    .orderBy('u.firstName')
    .orderBy('u.id');
  if (id !== undefined) query = query.where('u.id', '=', id);
  return query.execute();
}

export function insertInspector(db: Executor, values: Omit<NewUser, 'role'>) {
  return db
    .insertInto('users')
    .values({ ...values, role: 'inspector' })
    .returning(['id', 'email', 'firstName', 'lastName'])
    .executeTakeFirstOrThrow();
}

/** Locks the inspector until the transaction ends: their assignments change as one. */
export function lockInspector(db: Executor, inspectorId: number) {
  return db
    .selectFrom('users')
    .select('id')
    .where('id', '=', inspectorId)
    .where('role', '=', 'inspector')
    .forUpdate()
    .executeTakeFirst();
}

/** Those of these projects that exist. */
export function findExistingProjects(db: Executor, projectIds: readonly number[]) {
  return db.selectFrom('projects').select('id').where('id', 'in', projectIds).execute();
}

/** Keeps only the inspector's assignments to these projects (none when the list is empty). */
export async function deleteAssignmentsOutside(
  db: Executor,
  inspectorId: number,
  projectIds: readonly number[],
): Promise<void> {
  let removal = db.deleteFrom('inspectorAssignments').where('inspectorId', '=', inspectorId);
  if (projectIds.length > 0) removal = removal.where('projectId', 'not in', projectIds);
  await removal.execute();
}

/** Assigns the inspector to these projects; one already assigned stays as it was. */
export async function insertAssignments(
  db: Executor,
  inspectorId: number,
  projectIds: readonly number[],
  assignedBy: number,
): Promise<void> {
  await db
    .insertInto('inspectorAssignments')
    .values(projectIds.map((projectId) => ({ inspectorId, projectId, assignedBy })))
    .onConflict((oc) => oc.columns(['inspectorId', 'projectId']).doNothing())
    .execute();
}
