import type { NewTranslationCache, ReviewedTranslationRow } from '@coinvest/db';
import { sql } from 'kysely';
import type { Executor } from '../../lib/executor';

interface Translated {
  sourceHash: string;
  translatedText: string;
}

/**
 * Reviewed translations of texts that are a project's current description: the row's hash
 * must be both the text's and the description's as it stands now, so a translation written
 * for an older description never answers.
 */
export async function findCurrentReviewedTranslations(
  db: Executor,
  sourceHashes: readonly string[],
  language: string,
): Promise<Translated[]> {
  if (sourceHashes.length === 0) return [];
  return db
    .selectFrom('reviewedTranslations as r')
    .innerJoin('projects as p', 'p.id', 'r.projectId')
    .select(['r.sourceHash', 'r.description as translatedText'])
    .where('r.language', '=', language)
    .where('r.sourceHash', 'in', sourceHashes)
    .where(
      sql<boolean>`encode(sha256(convert_to(p.description, 'UTF8')), 'hex') = ${sql.ref('r.sourceHash')}`,
    )
    .orderBy('r.updatedAt', 'desc')
    .execute();
}

/** Cached answers stored at or after freshSince; older ones have expired. */
export async function findCachedTranslations(
  db: Executor,
  sourceHashes: readonly string[],
  targetLanguage: string,
  freshSince: Date,
): Promise<Translated[]> {
  if (sourceHashes.length === 0) return [];
  return db
    .selectFrom('translationCache')
    .select(['sourceHash', 'translatedText'])
    .where('targetLanguage', '=', targetLanguage)
    .where('sourceHash', 'in', sourceHashes)
    .where('createdAt', '>=', freshSince)
    .execute();
}

/**
 * Keeps answers: an expired one (stored before freshSince) is replaced, a fresh one already
 * stored (another request asked the same meanwhile) stays.
 */
export async function cacheTranslations(
  db: Executor,
  rows: readonly NewTranslationCache[],
  freshSince: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('translationCache')
    .values([...rows])
    .onConflict((conflict) =>
      conflict
        .columns(['sourceHash', 'targetLanguage'])
        .doUpdateSet((eb) => ({
          sourceText: eb.ref('excluded.sourceText'),
          translatedText: eb.ref('excluded.translatedText'),
          provider: eb.ref('excluded.provider'),
          createdAt: sql<Date>`now()`,
        }))
        .where('translationCache.createdAt', '<', freshSince),
    )
    .execute();
}

/** Removes cached answers stored before expiredBefore (they would be asked for again anyway). */
export async function deleteExpiredTranslations(
  db: Executor,
  expiredBefore: Date,
): Promise<number> {
  const result = await db
    .deleteFrom('translationCache')
    .where('createdAt', '<', expiredBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function listReviewedTranslationRows(
  db: Executor,
  projectId: number,
): Promise<ReviewedTranslationRow[]> {
  return db
    .selectFrom('reviewedTranslations')
    .selectAll()
    .where('projectId', '=', projectId)
    .orderBy('language')
    .execute();
}

export function findReviewedTranslationRow(
  db: Executor,
  projectId: number,
  language: string,
): Promise<ReviewedTranslationRow | undefined> {
  return db
    .selectFrom('reviewedTranslations')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('language', '=', language)
    .executeTakeFirst();
}

export function upsertReviewedTranslation(
  db: Executor,
  row: {
    projectId: number;
    language: string;
    sourceHash: string;
    description: string;
    reviewedBy: number;
  },
): Promise<ReviewedTranslationRow> {
  return db
    .insertInto('reviewedTranslations')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['projectId', 'language']).doUpdateSet({
        sourceHash: row.sourceHash,
        description: row.description,
        reviewedBy: row.reviewedBy,
        updatedAt: sql<Date>`now()`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function deleteReviewedTranslationRow(
  db: Executor,
  projectId: number,
  language: string,
): Promise<ReviewedTranslationRow | undefined> {
  return db
    .deleteFrom('reviewedTranslations')
    .where('projectId', '=', projectId)
    .where('language', '=', language)
    .returningAll()
    .executeTakeFirst();
}
