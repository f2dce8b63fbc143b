import { sql, type Kysely } from 'kysely';

// Usernames are shown to people: 'Ama' and 'ama' must not be two accounts, even when two
// sign-ups race past the API's own check.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index users_username_lower_key on users (lower(username))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_username_lower_key`.execute(db);
}
