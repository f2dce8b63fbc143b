import type { TLanguageCode } from '@coinvest/contract';
import type { DB } from '@coinvest/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { spendFromDailyBudget } from '../spending/daily-budget';
import type { TranslationService } from './libre-translate';
import { isLeftAsIs, textHash } from './source-text';
import {
  cacheTranslations,
  findCachedTranslations,
  findCurrentReviewedTranslations,
} from './translation.repository';

export interface TranslationContext {
  db: Kysely<DB>;
  log: FastifyBaseLogger;
  /** Unset: no service is configured, texts the database cannot answer stay as written. */
  service: TranslationService | undefined;
  limits: Pick<Config['translation'], 'dailyCharacterBudget' | 'cacheDays'>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The oldest a cached machine translation may be and still answer. */
export const cacheFreshSince = (cacheDays: number, now: Date) =>
  new Date(now.getTime() - cacheDays * DAY_MS);

/** The first characters of a hash: enough to match log lines to cache rows, never the text. */
const shortHash = (hash: string) => hash.slice(0, 12);

/**
 * The texts in the target language, in the order asked. Each text that needs translating is
 * answered by, in turn: a reviewed translation of a project's current description, the cache
 * (answers younger than the cache's lifetime), and the service, called once for all the
 * remaining texts (each distinct text once) while the day's character budget covers them. The
 * service's answers are cached; when there is no service, no budget left or the service fails,
 * those texts come back as written and one log line says so (lengths and hashes only: what
 * people write stays out of the logs).
 */
export async function translateTexts(
  context: TranslationContext,
  texts: readonly string[],
  targetLanguage: TLanguageCode,
): Promise<string[]> {
  const { db } = context;
  const answers = [...texts];
  const hashes = texts.map(textHash);
  const asked = new Map<string, string>();
  texts.forEach((text, index) => {
    const hash = hashes[index];
    if (hash !== undefined && !isLeftAsIs(text, targetLanguage)) asked.set(hash, text);
  });
  if (asked.size === 0) return answers;

  const known = new Map<string, string>();
  for (const row of await findCurrentReviewedTranslations(db, [...asked.keys()], targetLanguage)) {
    if (!known.has(row.sourceHash)) known.set(row.sourceHash, row.translatedText);
  }
  const notReviewed = [...asked.keys()].filter((hash) => !known.has(hash));
  const freshSince = cacheFreshSince(context.limits.cacheDays, new Date());
  for (const row of await findCachedTranslations(db, notReviewed, targetLanguage, freshSince)) {
    known.set(row.sourceHash, row.translatedText);
  }

  const missing = [...asked].filter(([hash]) => !known.has(hash));
  if (missing.length > 0) {
    const translated = await askService(context, missing, targetLanguage, freshSince);
    for (const [hash, text] of translated) known.set(hash, text);
  }

  return texts.map((text, index) => known.get(hashes[index] ?? '') ?? text);
}

async function askService(
  { db, log, service, limits }: TranslationContext,
  missing: readonly (readonly [hash: string, text: string])[],
  targetLanguage: TLanguageCode,
  freshSince: Date,
): Promise<Map<string, string>> {
  const facts = {
    targetLanguage,
    texts: missing.length,
    characters: missing.reduce((sum, [, text]) => sum + text.length, 0),
    hashes: missing.map(([hash]) => shortHash(hash)),
  };
  if (service === undefined) {
    log.info(facts, 'No translation service is configured; the original texts were answered');
    return new Map();
  }
  const within = await spendFromDailyBudget(
    { db, log },
    'translation',
    facts.characters,
    limits.dailyCharacterBudget,
  );
  if (!within) {
    log.info(facts, 'The translation budget cannot cover these texts; the originals were answered');
    return new Map();
  }
  let translated: string[];
  try {
    translated = await service.translate(
      missing.map(([, text]) => text),
      targetLanguage,
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown';
    log.warn({ ...facts, reason }, 'Translation failed; the original texts were answered');
    return new Map();
  }
  const rows = missing.map(([sourceHash, sourceText], index) => ({
    sourceHash,
    targetLanguage,
    sourceText,
    translatedText: translated[index] ?? sourceText,
    provider: service.name,
  }));
  await cacheTranslations(db, rows, freshSince);
  return new Map(rows.map((row) => [row.sourceHash, row.translatedText]));
}
