import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * The investor's portfolio (GET /api/dashboard/investments) is read in keyset pages, newest
 * first: this index holds one user's investments in exactly that order, so a page starts at
 * its cursor and reads only its own rows. It leads with user_id, so it also serves every
 * lookup the plain user_id index did, which it replaces.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index investments_user_id_created_at_id_index
    on investments (user_id, created_at desc, id desc)`.execute(db);
  await sql`drop index investments_user_id_index`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index investments_user_id_index on investments (user_id)`.execute(db);
  await sql`drop index investments_user_id_created_at_id_index`.execute(db);
}
