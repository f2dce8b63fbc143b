import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * The investor site's language an account chose, so the choice follows the user to another
 * device. Null until they pick one while signed in; only the site's 15 language codes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column preferred_language text
    constraint users_preferred_language_check check (preferred_language in
      ('en', 'fr', 'es', 'de', 'zh', 'ar', 'pt', 'hi', 'ja', 'ko', 'ru', 'it', 'tr', 'nl', 'sw'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column preferred_language`.execute(db);
}
