import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * The public project list reads newest first, a page at a time: this index serves the first
 * page and every next one (keyset on created_at, id) without sorting the whole table.
 */
async function addProjectListIndex(db: Kysely<unknown>): Promise<void> {
  await sql`create index projects_created_at_id_index on projects (created_at desc, id desc)`.execute(
    db,
  );
}

/**
 * The currency picker's eight currencies, in units per US dollar, belong to every database, not
 * only to the demo one; an admin changes them later (docs/product-rules.md, Currencies and rates).
 */
const CURRENCY_RATES = [
  ['USD', 'US Dollar', '$', '🇺🇸', '1'],
  ['GHS', 'Ghanaian Cedi', '₵', '🇬🇭', '12.5'],
  ['NGN', 'Nigerian Naira', '₦', '🇳🇬', '1650'],
  ['XOF', 'West African CFA Franc', 'CFA', '🇸🇳', '610'],
  ['XAF', 'Central African CFA Franc', 'FCFA', '🇨🇲', '610'],
  ['GBP', 'British Pound', '£', '🇬🇧', '0.79'],
  ['EUR', 'Euro', '€', '🇪🇺', '0.92'],
  ['CNY', 'Chinese Yuan', '¥', '🇨🇳', '7.3'],
] as const;

async function addCurrencyRates(db: Kysely<unknown>): Promise<void> {
  const rows = CURRENCY_RATES.map(
    ([code, name, symbol, flag, rate], index) =>
      sql`(${code}, ${name}, ${symbol}, ${flag}, ${rate}::numeric, ${index + 1})`,
  );
  await sql`insert into currency_rates (code, name, symbol, flag, rate, sort_order)
    values ${sql.join(rows)}
    on conflict (code) do nothing`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await addProjectListIndex(db);
  await addCurrencyRates(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from currency_rates where code in (${sql.join(CURRENCY_RATES.map(([code]) => code))})`.execute(
    db,
  );
  await sql`drop index projects_created_at_id_index`.execute(db);
}
