import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * sign_in_devices: the devices that signed in to an account, each known by the hash of a
 * random token it keeps; a correct password from one of them is not held back by the
 * account's sign-in failure limit.
 *
 * password_reset_requests: a forgot-password request waiting for the background job that looks
 * the account up and mails the code, so the request itself does the same work whether or not
 * the account exists. A row is deleted once handled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table sign_in_devices (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    token_hash text not null unique,
    created_at timestamptz not null default now(),
    last_used_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index sign_in_devices_user_id_idx on sign_in_devices (user_id, last_used_at)`.execute(
    db,
  );
  await sql`create table password_reset_requests (
    id serial primary key,
    email text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table password_reset_requests`.execute(db);
  await sql`drop table sign_in_devices`.execute(db);
}
