import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * The API's rate-limit counts, shared by every instance: one row per limited key (a route's
 * name and a client address, account or user), counting calls until expires_at, when the next
 * call starts a new window. Expired rows are pruned; none is worth keeping in a backup.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unlogged table rate_limits (
    key text primary key,
    count integer not null check (count > 0),
    expires_at timestamptz not null
  )`.execute(db);
  await sql`create index rate_limits_expires_at_index on rate_limits (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rate_limits`.execute(db);
}
