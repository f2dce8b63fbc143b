import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * reservation_outbox holds what a new reservation still has to tell its investor (the notification,
 * its live update and the how-to-pay e-mail): one row written in the reservation's transaction,
 * taken off by the API after the commit once those are written, so the unit's row lock is never
 * held while they are (docs/adr/0044-reservation-notifications-through-an-outbox.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table reservation_outbox (
    id serial primary key,
    investment_id integer not null unique references investments (id) on delete cascade,
    created_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table reservation_outbox`.execute(db);
}
