import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * - paid_service_spending: what each paid service (machine translation, the chatbot's language
 *   model) was sent per UTC day, counted here so every API instance shares one daily budget;
 *   exhausted_at marks the first refusal of the day, so the warning is logged once.
 * - Indexes on the creation dates the retention purges look at (contact messages, cached
 *   translations), so a daily purge does not read the whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('paid_service_spending')
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('used', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`used >= 0`),
    )
    .addColumn('exhausted_at', 'timestamptz')
    .addPrimaryKeyConstraint('paid_service_spending_pkey', ['service', 'day'])
    .execute();
  await db.schema
    .createIndex('contact_messages_created_at_index')
    .on('contact_messages')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('translation_cache_created_at_index')
    .on('translation_cache')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('translation_cache_created_at_index').execute();
  await db.schema.dropIndex('contact_messages_created_at_index').execute();
  await db.schema.dropTable('paid_service_spending').execute();
}
