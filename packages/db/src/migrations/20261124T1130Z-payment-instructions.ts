import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * Where investors pay: one escrow bank account (a single row, id 1) and at most one
 * mobile-money merchant per network. Empty until the admin saves them (the demo data seeds a
 * fictitious set).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table payment_instructions (
    id smallint primary key default 1 check (id = 1),
    bank_name text not null,
    branch text not null,
    account_name text not null,
    account_number text not null,
    swift_code text not null,
    updated_at timestamptz not null default now(),
    updated_by integer references users (id) on delete set null
  )`.execute(db);
  await sql`create table mobile_money_merchants (
    network text primary key
      check (network in ('mtn_momo', 'telecel_cash', 'airteltigo_money')),
    merchant_name text not null,
    merchant_number text not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table mobile_money_merchants`.execute(db);
  await sql`drop table payment_instructions`.execute(db);
}
