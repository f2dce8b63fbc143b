import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * A financial goal may be tracked from the investor's confirmed investments instead of the
 * amount they enter; its type is one of a fixed list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table financial_goals
    add column track_investments boolean not null default false,
    add constraint financial_goals_goal_type_check check (goal_type in
      ('property', 'savings', 'income', 'retirement', 'education', 'other'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table financial_goals
    drop constraint financial_goals_goal_type_check,
    drop column track_investments`.execute(db);
}
