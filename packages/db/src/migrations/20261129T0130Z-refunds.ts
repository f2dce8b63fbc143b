import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * refunds: money an admin sends back through the provider for a payment it could not honour,
 * written (pending) before the provider is asked, so a crash in between leaves a trace. It is
 * for the whole amount the provider took, in the currency it took it in; the provider answers
 * later whether it was processed or failed. A payment has at most one refund that has not
 * failed (the partial unique index); after a failure it may be refunded again.
 * ledger_entry_id: the entry that paid the refund out of refunds payable, once the provider
 * accepted it (reversed if the refund fails).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table refunds (
    id serial primary key,
    payment_reference text not null references payments (reference),
    amount_minor bigint not null check (amount_minor > 0),
    currency text not null check (currency ~ '^[A-Z]{3}$'),
    status text not null default 'pending' check (status in ('pending', 'processed', 'failed')),
    provider_refund_id text unique,
    ledger_entry_id bigint references ledger_entries (id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    processed_at timestamptz,
    failed_at timestamptz,
    check ((status = 'processed') = (processed_at is not null)),
    check ((status = 'failed') = (failed_at is not null))
  )`.execute(db);
  await sql`create unique index refunds_one_per_payment
    on refunds (payment_reference) where status <> 'failed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table refunds`.execute(db);
}
