import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * Second factor (TOTP) and shorter admin sessions.
 * - user_second_factors: one authenticator secret per account, encrypted by the API; on once
 *   confirmed_at is set. last_used_step is the time step of the last accepted code, so a code
 *   is accepted once (replay refused).
 * - recovery_codes: hashes of the one-time codes shown after enrolment.
 * - sessions: last_seen_at (moved forward at most once a minute) and idle_timeout_minutes
 *   (null: no idle limit) for idle expiry; second_factor_verified records how the session began.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('user_second_factors')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('secret_encrypted', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('last_used_step', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('recovery_codes_user_id_index')
    .on('recovery_codes')
    .column('user_id')
    .execute();

  await db.schema
    .alterTable('sessions')
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('idle_timeout_minutes', 'integer', (c) => c.check(sql`idle_timeout_minutes > 0`))
    .addColumn('second_factor_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .dropColumn('last_seen_at')
    .dropColumn('idle_timeout_minutes')
    .dropColumn('second_factor_verified')
    .execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('user_second_factors').execute();
}
