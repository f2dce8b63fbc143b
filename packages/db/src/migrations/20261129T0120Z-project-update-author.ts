import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * project_updates.author: whose words an update is. 'developer' is the developer's report of
 * progress (entered for it by the admin, checked by an inspector when it claims progress);
 * 'platform' is a note the platform itself posts. Every update before this date came in as the
 * developer's report and was shown as such, so existing rows are the developer's. New rows say
 * who wrote them: no default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('project_updates')
    .addColumn('author', 'text', (column) =>
      column
        .notNull()
        .defaultTo('developer')
        .check(sql`author in ('developer', 'platform')`),
    )
    .execute();
  await sql`alter table project_updates alter column author drop default`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('project_updates').dropColumn('author').execute();
}
