import type { DB, ProjectUpdateRow } from '@coinvest/db';
import type { Kysely, Transaction } from 'kysely';

type Executor = Kysely<DB> | Transaction<DB>;

/** Newest first, through the (project_id, created_at desc) index. */
export function listUpdatesOfProject(db: Executor, projectId: number): Promise<ProjectUpdateRow[]> {
  return db
    .selectFrom('projectUpdates')
    .selectAll()
    .where('projectId', '=', projectId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
