import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * payments: each attempt to pay an investment, written (pending) before the provider is asked,
 * with our own unique reference, the amount in the charged currency's minor unit, the rate it
 * was converted at and the investment's dollar amount. One investment is paid at most once
 * (the partial unique index); money that could not confirm its investment is an `exception`
 * with its reason, for an admin to refund or reinstate.
 *
 * payment_events: every notification the provider sent, as received, once per event and
 * reference (the unique index makes a redelivery a no-op), with what we did with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table payments (
    id serial primary key,
    investment_id integer not null references investments (id),
    user_id integer not null references users (id),
    reference text not null unique,
    provider text not null check (provider in ('paystack', 'bank_transfer')),
    channel text check (channel in ('mobile_money', 'card')),
    status text not null default 'pending'
      check (status in ('pending', 'succeeded', 'failed', 'abandoned', 'exception')),
    amount_minor bigint not null check (amount_minor > 0),
    currency text not null check (currency ~ '^[A-Z]{3}$'),
    rate numeric(18, 6) check (rate > 0),
    investment_amount numeric(15, 2) not null check (investment_amount > 0),
    provider_transaction_id text,
    authorization_url text,
    exception_reason text,
    created_at timestamptz not null default now(),
    confirmed_at timestamptz,
    updated_at timestamptz not null default now(),
    check ((status = 'exception') = (exception_reason is not null)),
    check ((status = 'succeeded') = (confirmed_at is not null))
  )`.execute(db);
  await sql`create index payments_investment_id on payments (investment_id, created_at desc)`.execute(
    db,
  );
  await sql`create index payments_pending on payments (created_at) where status = 'pending'`.execute(
    db,
  );
  await sql`create index payments_exceptions on payments (updated_at desc)
    where status = 'exception'`.execute(db);
  await sql`create unique index payments_one_success_per_investment
    on payments (investment_id) where status = 'succeeded'`.execute(db);

  await sql`create table payment_events (
    id bigserial primary key,
    provider text not null check (provider in ('paystack', 'bank_transfer')),
    event text not null,
    reference text not null,
    payment_id integer references payments (id),
    payload jsonb not null,
    outcome text not null
      check (outcome in ('confirmed', 'failed', 'exception', 'ignored')),
    exception_reason text,
    received_at timestamptz not null default now(),
    check ((outcome = 'exception') = (exception_reason is not null))
  )`.execute(db);
  await sql`create unique index payment_events_once
    on payment_events (provider, event, reference)`.execute(db);
  await sql`create index payment_events_exceptions on payment_events (received_at desc)
    where outcome = 'exception'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table payment_events`.execute(db);
  await sql`drop table payments`.execute(db);
}
