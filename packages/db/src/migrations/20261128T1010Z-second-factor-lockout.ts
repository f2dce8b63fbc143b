import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * Wrong second-factor codes in a row, and the lock they lead to.
 * - failed_attempts: wrong codes since the last right one (any sign-in, any device).
 * - locked_at: set once too many were wrong; no code is taken until the owner unlocks.
 * - unlock_token_hash / unlock_expires_at: the e-mailed unlock link's token, stored only as
 *   its keyed hash, usable once before it expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table user_second_factors
    add column failed_attempts integer not null default 0,
    add column locked_at timestamptz,
    add column unlock_token_hash text unique,
    add column unlock_expires_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table user_second_factors
    drop column unlock_expires_at,
    drop column unlock_token_hash,
    drop column locked_at,
    drop column failed_attempts`.execute(db);
}
