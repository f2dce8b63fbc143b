import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * The audit trail is append-only (docs/adr/0052-audit-trail-append-only.md). The application's role
 * loses UPDATE, DELETE and TRUNCATE on audit_log; since the app may connect as the table's owner or
 * a superuser, for whom a REVOKE does not bind, triggers refuse the same for every role. An
 * operator who must bypass them (a restore) disables the table's user triggers in their own
 * transaction, which needs the owner.
 *
 * The actor's foreign key goes: its ON DELETE SET NULL rewrote rows when an account was
 * deleted, losing who acted. The id stays; a deleted account reads as 'Deleted account'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table audit_log drop constraint audit_log_actor_user_id_fkey`.execute(db);
  await sql`revoke update, delete, truncate on audit_log from public, current_user`.execute(db);
  await sql`create function audit_log_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only: % is not allowed', tg_op
        using errcode = 'insufficient_privilege';
    end
  $$`.execute(db);
  await sql`create trigger audit_log_no_update_or_delete
    before update or delete on audit_log
    for each row execute function audit_log_refuse_change()`.execute(db);
  await sql`create trigger audit_log_no_truncate
    before truncate on audit_log
    for each statement execute function audit_log_refuse_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger audit_log_no_truncate on audit_log`.execute(db);
  await sql`drop trigger audit_log_no_update_or_delete on audit_log`.execute(db);
  await sql`drop function audit_log_refuse_change()`.execute(db);
  await sql`grant update, delete, truncate on audit_log to current_user`.execute(db);
  await sql`update audit_log a set actor_user_id = null
    where actor_user_id is not null
      and not exists (select 1 from users u where u.id = a.actor_user_id)`.execute(db);
  await sql`alter table audit_log add constraint audit_log_actor_user_id_fkey
    foreign key (actor_user_id) references users (id) on delete set null`.execute(db);
}
