import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * Notifications keep the key and values of their text (rendered in the reader's language when
 * read). Rows written before keep only their English title and message; so does a project
 * update, whose text is the admin's own. notification_preferences holds a user's choices per
 * kind of notification; no row means the default (in the app on; by e-mail on for investments,
 * payments and KYC). notification_email_queue holds the e-mail copies an event asked for,
 * written in the event's transaction and taken off by the API once handed to the outbox.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notifications
    add column text_key text,
    add column text_values jsonb,
    add constraint notifications_text_values_check check ((text_key is null) = (text_values is null))`.execute(
    db,
  );
  await sql`create table notification_preferences (
    user_id integer not null references users (id) on delete cascade,
    kind text not null check (kind in ('investment', 'payment', 'kyc', 'interest', 'projectUpdate')),
    in_app boolean not null,
    by_email boolean not null,
    primary key (user_id, kind)
  )`.execute(db);
  await sql`create table notification_email_queue (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    title text not null,
    message text not null,
    text_key text,
    text_values jsonb,
    created_at timestamptz not null default now(),
    constraint notification_email_queue_text_values_check check ((text_key is null) = (text_values is null))
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table notification_email_queue`.execute(db);
  await sql`drop table notification_preferences`.execute(db);
  await sql`alter table notifications drop column text_values, drop column text_key`.execute(db);
}
