import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * The long admin lists are read in keyset pages: each page starts right after the last row of
 * the one before, in a stable order that ends with the row's unique id. These indexes hold
 * exactly those orders (with the list's filter first), so PostgreSQL starts reading at the
 * cursor instead of counting its way past every row before it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A project's units by unit number (the Units tab).
  await sql`create index units_project_id_unit_number_id_index
    on units (project_id, unit_number, id)`.execute(db);
  // The Payments tab: newest first, every status or one.
  await sql`create index investments_created_at_id_index
    on investments (created_at desc, id desc)`.execute(db);
  await sql`create index investments_status_created_at_id_index
    on investments (status, created_at desc, id desc)`.execute(db);
  // The audit trail: newest first, whole, of one entity type, or of one entity.
  await sql`create index audit_log_created_at_id_index
    on audit_log (created_at desc, id desc)`.execute(db);
  await sql`create index audit_log_entity_type_created_at_id_index
    on audit_log (entity_type, created_at desc, id desc)`.execute(db);
  await sql`drop index audit_log_entity_type_entity_id_created_at_index`.execute(db);
  await sql`create index audit_log_entity_type_entity_id_created_at_id_index
    on audit_log (entity_type, entity_id, created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index audit_log_entity_type_entity_id_created_at_id_index`.execute(db);
  await sql`create index audit_log_entity_type_entity_id_created_at_index
    on audit_log (entity_type, entity_id, created_at desc)`.execute(db);
  await sql`drop index audit_log_entity_type_created_at_id_index`.execute(db);
  await sql`drop index audit_log_created_at_id_index`.execute(db);
  await sql`drop index investments_status_created_at_id_index`.execute(db);
  await sql`drop index investments_created_at_id_index`.execute(db);
  await sql`drop index units_project_id_unit_number_id_index`.execute(db);
}
