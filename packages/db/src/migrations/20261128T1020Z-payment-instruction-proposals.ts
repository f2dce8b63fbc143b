import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * payment_instruction_proposals: a change of the account every investor pays into, proposed by
 * one admin and waiting for a second, different admin to approve or reject it. `instructions`
 * holds the whole proposed set (bank account and mobile-money merchants) as JSON. At most one
 * proposal is pending at a time (the partial unique index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table payment_instruction_proposals (
    id serial primary key,
    instructions jsonb not null,
    status text not null default 'pending'
      check (status in ('pending', 'approved', 'rejected')),
    proposed_by integer not null references users (id),
    proposed_at timestamptz not null default now(),
    decided_by integer references users (id),
    decided_at timestamptz,
    check ((status = 'pending') = (decided_at is null))
  )`.execute(db);
  await sql`create unique index payment_instruction_proposals_one_pending
    on payment_instruction_proposals ((true)) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table payment_instruction_proposals`.execute(db);
}
