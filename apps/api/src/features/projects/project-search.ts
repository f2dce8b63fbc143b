import type { SelectQueryBuilder } from 'kysely';
import type { Executor } from '../../lib/executor';
import { containsPattern } from '../../lib/like-pattern';

/** At most this many search words count; the rest of a pasted paragraph is ignored. */
export const MAX_SEARCH_WORDS = 8;

/** The words of a search box's text, at most MAX_SEARCH_WORDS of them. */
export function searchWords(text: string | undefined): string[] {
  return (text ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/** Projects (`p`) with their developer (`d`, when linked): the one source every project search reads. */
export function projectsWithDeveloper(db: Executor) {
  return db.selectFrom('projects as p').leftJoin('developers as d', 'd.id', 'p.developerId');
}

type ProjectsWithDeveloper = ReturnType<typeof projectsWithDeveloper>;
type Tables =
  ProjectsWithDeveloper extends SelectQueryBuilder<infer D, infer _T, object> ? D : never;
type TableNames =
  ProjectsWithDeveloper extends SelectQueryBuilder<infer _D, infer T, object> ? T : never;

/**
 * Each word must appear in the title, location, description or developer name (the name the
 * project carries, or the linked developer's). The public and the admin list both search here.
 */
export function matchingWords<O>(
  query: SelectQueryBuilder<Tables, TableNames, O>,
  words: readonly string[],
): SelectQueryBuilder<Tables, TableNames, O> {
  let matching = query;
  for (const word of words) {
    const pattern = containsPattern(word);
    matching = matching.where((eb) =>
      eb.or([
        eb('p.title', 'ilike', pattern),
        eb('p.location', 'ilike', pattern),
        eb('p.description', 'ilike', pattern),
        eb('p.developerName', 'ilike', pattern),
        eb('d.name', 'ilike', pattern),
      ]),
    );
  }
  return matching;
}
