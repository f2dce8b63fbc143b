import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * release_tranches: a project's release plan, each milestone's share of the escrow in basis
 * points (milestone_id null: the opening tranche, released at funding close); at most one per
 * milestone and one opening tranche per project. A milestone with a tranche cannot be deleted.
 * developer_payout_accounts: where a developer's released money goes, as the provider resolved
 * it (account_name) and registered it (recipient_code).
 * escrow_releases: money leaving a project's escrow for its developer, in cedis. One admin
 * requests it, a different one approves it (the check), then the provider is asked to transfer
 * it under transfer_reference; release_entry_id moves escrow to the developer's payable,
 * transfer_entry_id moves the payable out through the provider. A failed or reversed transfer
 * reverses both, so the money is back in escrow.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table release_tranches (
    id serial primary key,
    project_id integer not null references projects (id) on delete cascade,
    milestone_id integer references project_milestones (id) on delete restrict,
    share_bps integer not null check (share_bps between 1 and 10000),
    created_at timestamptz not null default now(),
    unique nulls not distinct (project_id, milestone_id)
  )`.execute(db);

  await sql`create table developer_payout_accounts (
    developer_id integer primary key references developers (id) on delete cascade,
    kind text not null check (kind in ('bank_account', 'mobile_money')),
    bank_code text not null,
    account_number text not null,
    account_name text not null,
    recipient_code text not null,
    verified_at timestamptz not null,
    updated_by integer references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);

  await sql`create table escrow_releases (
    id serial primary key,
    project_id integer not null references projects (id) on delete restrict,
    milestone_id integer references project_milestones (id) on delete restrict,
    amount_minor bigint not null check (amount_minor > 0),
    currency text not null default 'GHS' check (currency = 'GHS'),
    reason text not null check (length(reason) between 1 and 500),
    status text not null default 'awaiting_approval' check (status in
      ('awaiting_approval', 'transferring', 'paid', 'failed', 'reversed', 'rejected')),
    requested_by integer not null references users (id),
    requested_at timestamptz not null default now(),
    approved_by integer references users (id),
    approved_at timestamptz,
    rejected_by integer references users (id),
    developer_id integer references developers (id),
    recipient_code text,
    transfer_reference text unique,
    transfer_code text,
    release_entry_id bigint references ledger_entries (id),
    transfer_entry_id bigint references ledger_entries (id),
    failure_reason text,
    paid_at timestamptz,
    ended_at timestamptz,
    updated_at timestamptz not null default now(),
    check (approved_by is null or approved_by <> requested_by),
    check ((approved_by is null) = (approved_at is null)),
    check ((status = 'paid') = (paid_at is not null)),
    check (status in ('awaiting_approval', 'rejected') or approved_by is not null)
  )`.execute(db);
  await sql`create index escrow_releases_project on escrow_releases (project_id, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table escrow_releases`.execute(db);
  await sql`drop table developer_payout_accounts`.execute(db);
  await sql`drop table release_tranches`.execute(db);
}
