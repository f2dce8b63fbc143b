import type { Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * units.sale_costs: the costs of a sale as Mark as Sold lists them ([{ label, amount }], amounts
 * as decimal strings), so the sale statement can show how the profit was computed. Null until
 * the unit is sold, and for units sold before the profit was computed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('units').addColumn('sale_costs', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('units').dropColumn('sale_costs').execute();
}
