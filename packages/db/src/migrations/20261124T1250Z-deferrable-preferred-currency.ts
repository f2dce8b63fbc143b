import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * users.preferred_currency references currency_rates, whose updated_by references users: a
 * cycle. A restore loads one of them first only when the key can wait for the commit, so the
 * user's key becomes deferrable (still checked at once unless a transaction defers it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users alter constraint users_preferred_currency_fkey
    deferrable initially immediate`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users alter constraint users_preferred_currency_fkey
    not deferrable`.execute(db);
}
