import type { InterestStatus, NewProjectInterest } from '@coinvest/db';
import type { Executor } from '../../lib/executor';

export function insertProjectInterest(db: Executor, values: NewProjectInterest) {
  return db.insertInto('projectInterests').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The admin's rows: the interest with its project, unit and investor. */
function adminInterestQuery(db: Executor) {
  return db
    .selectFrom('projectInterests as i')
    .innerJoin('projects as p', 'p.id', 'i.projectId')
    .innerJoin('users as u', 'u.id', 'i.userId')
    .leftJoin('units as un', 'un.id', 'i.unitId')
    .selectAll('i')
    .select([
      'p.title as projectTitle',
      'un.unitNumber as unitNumber',
      'u.username as userName',
      'u.email as userEmail',
    ]);
}

export function listAdminInterests(db: Executor, status: InterestStatus | undefined) {
  let query = adminInterestQuery(db).orderBy('i.createdAt').orderBy('i.id');
  if (status) query = query.where('i.status', '=', status);
  return query.execute();
}

export function findAdminInterest(db: Executor, id: number) {
  return adminInterestQuery(db).where('i.id', '=', id).executeTakeFirst();
}

export function lockInterest(db: Executor, id: number) {
  return db
    .selectFrom('projectInterests')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function setInterestStatus(db: Executor, id: number, status: InterestStatus) {
  return db
    .updateTable('projectInterests')
    .set({ status, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export function adminUserIds(db: Executor) {
  return db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .execute()
    .then((rows) => rows.map((row) => row.id));
}
