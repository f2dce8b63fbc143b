import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * projects.published_at: a project is a draft (null) until the admin publishes it; only
 * published projects are shown to the public or take investments. Projects that existed
 * before are published as of their creation, so nothing visible disappears; new ones start as
 * drafts. The partial index serves the public list, which reads published projects newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').addColumn('published_at', 'timestamptz').execute();
  await sql`update projects set published_at = created_at`.execute(db);
  await db.schema
    .createIndex('projects_published_created_at_index')
    .on('projects')
    .columns(['created_at desc', 'id desc'])
    .where(sql.ref('published_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('projects_published_created_at_index').execute();
  await db.schema.alterTable('projects').dropColumn('published_at').execute();
}
