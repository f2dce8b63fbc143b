import { sql, type Kysely } from 'kysely';

// Frozen: this file describes the database as it was on this date. Never import app code here.

/**
 * Translations of a project's description that an admin wrote or checked, one per project and
 * language (never English, the original). source_hash is the sha256 of the description it was
 * written for: while it matches the current description it wins over the service's answer.
 * They go with their project; who reviewed one outlives the account (set null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table reviewed_translations (
    project_id integer not null references projects (id) on delete cascade,
    language text not null
      constraint reviewed_translations_language_check check (language in
        ('fr', 'es', 'de', 'zh', 'ar', 'pt', 'hi', 'ja', 'ko', 'ru', 'it', 'tr', 'nl', 'sw')),
    source_hash text not null,
    description text not null,
    reviewed_by integer references users (id) on delete set null,
    updated_at timestamptz not null default now(),
    constraint reviewed_translations_pkey primary key (project_id, language)
  )`.execute(db);
  // /api/translate looks a text up by its hash and the reader's language.
  await sql`create index reviewed_translations_source_hash_language_index
    on reviewed_translations (source_hash, language)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table reviewed_translations`.execute(db);
}
