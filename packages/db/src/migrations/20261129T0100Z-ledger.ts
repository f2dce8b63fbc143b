import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * The double-entry ledger (docs/adr/0110-double-entry-ledger.md).
 *
 * ledger_accounts: one per stable key ('project:7:escrow:USD'), each in one currency, naming the
 * investor or project its kind is about.
 *
 * ledger_entries: one movement of money, naming what caused it; a correction is a new entry that
 * reverses an earlier one (at most once). ledger_postings: the entry's lines in integer minor
 * units, signed (a debit positive, a credit negative), in their account's currency (the
 * composite foreign key makes a posting's currency its account's).
 *
 * The database itself keeps the books honest: at commit, every entry touched must have two or
 * more postings that sum to zero in each currency (deferred constraint triggers, so an entry and
 * its postings are written in any order within one transaction); a posted entry or posting is
 * never updated, deleted or truncated, by any role (triggers, as for the audit trail; a restore
 * disables the tables' user triggers in its own transaction).
 *
 * ledger_checks: each run of the daily reconciliation, with what it found.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table ledger_accounts (
    id serial primary key,
    key text not null unique,
    kind text not null check (kind in ('investor_funds', 'project_escrow', 'provider_clearing',
      'bank_clearing', 'refunds_payable', 'platform_fees', 'developer_payable')),
    currency char(3) not null check (currency in ('USD', 'GHS')),
    user_id integer references users (id),
    project_id integer references projects (id),
    created_at timestamptz not null default now(),
    unique (id, currency),
    check ((user_id is not null) = (kind = 'investor_funds')),
    check ((project_id is not null) = (kind in ('project_escrow', 'developer_payable')))
  )`.execute(db);
  await sql`create index ledger_accounts_user_id on ledger_accounts (user_id)
    where user_id is not null`.execute(db);
  await sql`create index ledger_accounts_project_id on ledger_accounts (project_id)
    where project_id is not null`.execute(db);

  await sql`create table ledger_entries (
    id bigserial primary key,
    cause_type text not null check (cause_type in ('payment', 'refund', 'confirmation',
      'release', 'payout', 'transfer', 'reversal')),
    cause_id text not null check (cause_id <> ''),
    user_id integer references users (id),
    memo text not null default '',
    reverses_entry_id bigint unique references ledger_entries (id),
    posted_at timestamptz not null default now(),
    check (reverses_entry_id <> id)
  )`.execute(db);
  await sql`create index ledger_entries_posted_at on ledger_entries (posted_at, id)`.execute(db);
  await sql`create index ledger_entries_cause on ledger_entries (cause_type, cause_id)`.execute(db);

  await sql`create table ledger_postings (
    id bigserial primary key,
    entry_id bigint not null references ledger_entries (id),
    account_id integer not null,
    currency char(3) not null,
    amount_minor bigint not null check (amount_minor <> 0),
    foreign key (account_id, currency) references ledger_accounts (id, currency)
  )`.execute(db);
  await sql`create index ledger_postings_entry_id on ledger_postings (entry_id)`.execute(db);
  await sql`create index ledger_postings_account_id on ledger_postings (account_id)`.execute(db);

  await sql`create function ledger_entry_must_balance() returns trigger language plpgsql as $$
    declare
      checked_entry bigint;
      postings integer;
      unbalanced text;
    begin
      -- Separate statements: NEW has no entry_id on an entry, nor an entry's id on a posting.
      if tg_table_name = 'ledger_entries' then
        checked_entry := new.id;
      else
        checked_entry := new.entry_id;
      end if;
      select count(*) into postings from ledger_postings where entry_id = checked_entry;
      if postings < 2 then
        raise exception 'ledger entry % has % posting(s); an entry needs two or more',
          checked_entry, postings using errcode = 'check_violation';
      end if;
      select string_agg(currency || ' ' || total, ', ') into unbalanced from (
        select currency, sum(amount_minor) as total from ledger_postings
        where entry_id = checked_entry group by currency having sum(amount_minor) <> 0
      ) off_balance;
      if unbalanced is not null then
        raise exception 'ledger entry % does not balance: %', checked_entry, unbalanced
          using errcode = 'check_violation';
      end if;
      return null;
    end
  $$`.execute(db);
  await sql`create constraint trigger ledger_entries_balance
    after insert on ledger_entries deferrable initially deferred
    for each row execute function ledger_entry_must_balance()`.execute(db);
  await sql`create constraint trigger ledger_postings_balance
    after insert on ledger_postings deferrable initially deferred
    for each row execute function ledger_entry_must_balance()`.execute(db);

  await sql`create function ledger_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception '% is append-only: % is not allowed; post a reversing entry instead',
        tg_table_name, tg_op using errcode = 'insufficient_privilege';
    end
  $$`.execute(db);
  for (const table of ['ledger_entries', 'ledger_postings']) {
    await sql`create trigger ${sql.id(`${table}_no_update_or_delete`)}
      before update or delete on ${sql.table(table)}
      for each row execute function ledger_refuse_change()`.execute(db);
    await sql`create trigger ${sql.id(`${table}_no_truncate`)}
      before truncate on ${sql.table(table)}
      for each statement execute function ledger_refuse_change()`.execute(db);
  }

  await sql`create table ledger_checks (
    id serial primary key,
    checked_at timestamptz not null default now(),
    accounts_checked integer not null check (accounts_checked >= 0),
    entries_checked integer not null check (entries_checked >= 0),
    differences integer not null check (differences >= 0),
    details jsonb not null default '[]'
  )`.execute(db);
  await sql`create index ledger_checks_checked_at on ledger_checks (checked_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table ledger_checks`.execute(db);
  await sql`drop table ledger_postings`.execute(db);
  await sql`drop table ledger_entries`.execute(db);
  await sql`drop table ledger_accounts`.execute(db);
  await sql`drop function ledger_refuse_change()`.execute(db);
  await sql`drop function ledger_entry_must_balance()`.execute(db);
}
