import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * An account proves its e-mail address before it invests, exports or deletes its data.
 * - users.email_verified_at: when the address was proven (null: not yet). Accounts that exist
 *   today count as verified, from their creation.
 * - email_verifications: the 6-digit code e-mailed at sign-up, stored as an HMAC like a reset
 *   code; it expires, counts wrong tries and works once.
 * - contact_messages.user_id: the signed-in sender, set only when the message came with a live
 *   session; the address typed in the form proves nothing. Earlier messages stay unlinked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column email_verified_at timestamptz`.execute(db);
  await sql`update users set email_verified_at = created_at`.execute(db);

  await db.schema
    .createTable('email_verifications')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('email_verifications_user_id_created_at_index')
    .on('email_verifications')
    .columns(['user_id', 'created_at desc'])
    .execute();

  await sql`alter table contact_messages add column user_id integer
    constraint contact_messages_user_id_fkey references users (id) on delete set null`.execute(db);
  await db.schema
    .createIndex('contact_messages_user_id_index')
    .on('contact_messages')
    .column('user_id')
    .where(sql.ref('user_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contact_messages drop column user_id`.execute(db);
  await db.schema.dropTable('email_verifications').execute();
  await sql`alter table users drop column email_verified_at`.execute(db);
}
