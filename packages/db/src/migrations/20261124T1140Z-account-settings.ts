import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * The investor's settings page.
 * - users.preferred_currency: the currency the account chose while signed in, so the choice
 *   follows the user to another device; null until chosen. A currency of currency_rates.
 * - email_changes: a new address waiting for the 6-digit code e-mailed to it. The code is
 *   stored as an HMAC like a reset code; it expires, counts wrong tries and works once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column preferred_currency char(3)
    constraint users_preferred_currency_fkey references currency_rates (code)
      on update cascade on delete set null`.execute(db);

  await db.schema
    .createTable('email_changes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('new_email', 'text', (c) => c.notNull().check(sql`new_email = lower(new_email)`))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('email_changes_user_id_created_at_index')
    .on('email_changes')
    .columns(['user_id', 'created_at desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_changes').execute();
  await sql`alter table users drop column preferred_currency`.execute(db);
}
