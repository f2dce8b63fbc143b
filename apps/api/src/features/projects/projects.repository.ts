import type { ProjectRow, ProjectStatus, ProjectType } from '@coinvest/db';
import { sql, type CompiledQuery, type SelectQueryBuilder } from 'kysely';
import { compiledQueryCache } from '../../lib/compiled-query-cache';
import { withLeanRows } from '../../lib/lean-camel-case';
import type { Executor } from '../../lib/executor';
import { containsPattern, escapeLike } from '../../lib/like-pattern';
import { galleryColumn, type GalleryEntryJson } from '../pictures/gallery.repository';
import {
  notReportingCondition,
  scheduleColumns,
  type ScheduleRow,
} from '../progress/progress.repository';

/** Projects (`p`) with their developer (`d`, when linked): the one source every project search reads. */
export function projectsWithDeveloper(db: Executor) {
  return db.selectFrom('projects as p').leftJoin('developers as d', 'd.id', 'p.developerId');
}

type SearchSource = ReturnType<typeof projectsWithDeveloper>;
type Tables = SearchSource extends SelectQueryBuilder<infer D, infer _T, object> ? D : never;
type TableNames = SearchSource extends SelectQueryBuilder<infer _D, infer T, object> ? T : never;

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

export interface ProjectFilters {
  /** Part of the location, or the whole country. */
  location?: string | undefined;
  projectType?: ProjectType | undefined;
  /** The investor's budget: the project's minimum investment is at most this. */
  budget?: string | undefined;
  /** A unit price of at most this (the chatbot's 'unit price under 50,000'). */
  maxUnitPrice?: string | undefined;
  status?: ProjectStatus | undefined;
  /** Each word must appear in the title, location, description or developer name. */
  words: string[];
  /** Only projects whose developer missed the promised update interval. */
  notReporting?: boolean | undefined;
}

/** Where a page of the newest-first list starts: after this project. */
export interface ProjectListPosition {
  /** created_at to the microsecond, as createdAtKey reads it. */
  createdAtKey: string;
  id: number;
}

/** The columns the public site shows; the admin's own figures stay out of these reads. */
const LISTED_COLUMNS = [
  'p.id',
  'p.title',
  'p.description',
  'p.location',
  'p.country',
  'p.imageUrl',
  'p.status',
  'p.projectType',
  'p.riskLevel',
  'p.unitPrice',
  'p.developerListingPrice',
  'p.minInvestment',
  'p.expectedProfit',
  'p.profitRangeMin',
  'p.profitRangeMax',
  'p.timeline',
  'p.constructionTimeline',
  'p.completionDate',
  'p.availableUnits',
  'p.totalUnits',
  'p.totalInvestmentNeeded',
  'p.createdAt',
  'p.developerId',
  'p.latitude',
  'p.longitude',
  // What the schedule columns need of the project (features/progress).
  'p.updateIntervalDays',
  'p.deliveredOn',
] as const;

type ListedColumn = (typeof LISTED_COLUMNS)[number] extends `p.${infer C}` ? C : never;

/** A project with what its units add up to and its schedule, ready for the mapper. */
export type ProjectListingRow = Pick<ProjectRow, ListedColumn> &
  ScheduleRow & {
    listedDeveloperName: string | null;
    createdAtKey: string;
    unitCount: number;
    openUnitCount: number;
    currentFunding: string;
    totalTarget: string;
    /** The gallery's cover (null, each of them, without one). */
    coverPictureId: number | null;
    coverWidth: number | null;
    coverHeight: number | null;
    coverCaption: string | null;
  };

function filteredProjects(
  db: Executor,
  { location, projectType, budget, maxUnitPrice, status, words, notReporting }: ProjectFilters,
) {
  // The public reads published projects only (docs/product-rules.md, Publishing).
  let query = projectsWithDeveloper(db).where('p.publishedAt', 'is not', null);
  if (location) {
    query = query.where((eb) =>
      eb.or([
        eb('p.location', 'ilike', containsPattern(location)),
        eb('p.country', 'ilike', escapeLike(location)),
      ]),
    );
  }
  if (projectType) query = query.where('p.projectType', '=', projectType);
  if (budget) query = query.where('p.minInvestment', '<=', budget);
  if (maxUnitPrice) query = query.where('p.unitPrice', '<=', maxUnitPrice);
  if (status) query = query.where('p.status', '=', status);
  if (notReporting) query = query.where(notReportingCondition);
  return matchingWords(query, words);
}

type ProjectsWithDeveloper = ReturnType<typeof filteredProjects>;

function withDeveloperName(query: ProjectsWithDeveloper) {
  return query
    .select(LISTED_COLUMNS)
    .select(sql<string | null>`coalesce(p.developer_name, d.name)`.as('listedDeveloperName'))
    .select(
      sql<string>`to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
        'createdAtKey',
      ),
    );
}

type ProjectsSelection = ReturnType<typeof withDeveloperName>;

/**
 * Adds the unit totals to already chosen projects (a page, or one): one aggregate per
 * project over its units, through the units' (project_id, unit_number) index. An aggregate
 * always gives one row, so the join keeps every project. Funding counts confirmed money only
 * (units.current_investment); unpaid reservations are not funding. The gallery's cover joins
 * too: a project has at most one (a unique index), so the join keeps one row per project.
 * So does the schedule its progress is computed from.
 */
function withUnitTotals(db: Executor, projects: ProjectsSelection) {
  return db
    .selectFrom(projects.as('p'))
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('units as u')
          .whereRef('u.projectId', '=', 'p.id')
          .select([
            sql<number>`count(*)::int`.as('unitCount'),
            sql<number>`(count(*) filter (where u.status in ('available', 'partially_funded')))::int`.as(
              'openUnitCount',
            ),
            sql<string>`coalesce(sum(u.current_investment), 0.00)`.as('currentFunding'),
            sql<string | null>`sum(u.total_investment_needed)`.as('unitsTarget'),
          ])
          .as('t'),
      (join) => join.onTrue(),
    )
    .leftJoin('projectPictures as cover', (join) =>
      join.onRef('cover.projectId', '=', 'p.id').on(sql<boolean>`cover.is_cover`),
    )
    .leftJoin('pictures as coverPicture', 'coverPicture.id', 'cover.pictureId')
    .selectAll('p')
    .select(['t.unitCount', 't.openUnitCount', 't.currentFunding'])
    .select(sql<string>`coalesce(t.units_target, p.total_investment_needed)`.as('totalTarget'))
    .select([
      'cover.pictureId as coverPictureId',
      'cover.caption as coverCaption',
      'coverPicture.width as coverWidth',
      'coverPicture.height as coverHeight',
    ])
    .select(scheduleColumns);
}

/** One page of the list, newest first (created_at, then id), after `after` when given. */
export function projectPageQuery(
  db: Executor,
  filters: ProjectFilters,
  { limit, after }: { limit: number; after?: ProjectListPosition | undefined },
) {
  let page = withDeveloperName(filteredProjects(db, filters));
  if (after) {
    page = page.where(
      sql<boolean>`(p.created_at, p.id) < (${after.createdAtKey}::timestamptz, ${after.id})`,
    );
  }
  page = page.orderBy('p.createdAt', 'desc').orderBy('p.id', 'desc').limit(limit);
  return withUnitTotals(db, page).orderBy('p.createdAt', 'desc').orderBy('p.id', 'desc');
}

/**
 * The home page's featured projects (docs/product-rules.md, Publishing): published ones with a
 * picture (a gallery cover or an image), those with units still open first, then the furthest
 * funded, then the earliest published. Never simply the newest: a project earns its place.
 */
export function featuredProjectsQuery(db: Executor, limit: number) {
  const candidates = withDeveloperName(filteredProjects(db, { words: [] }))
    .select('p.publishedAt')
    .where((eb) =>
      eb.or([
        eb('p.imageUrl', 'is not', null),
        eb.exists(
          eb
            .selectFrom('projectPictures as pp')
            .select('pp.pictureId')
            .whereRef('pp.projectId', '=', 'p.id'),
        ),
      ]),
    );
  return withUnitTotals(db, candidates)
    .orderBy(sql`t.open_unit_count > 0`, 'desc')
    .orderBy(
      sql`coalesce(t.current_funding / nullif(coalesce(t.units_target, p.total_investment_needed), 0), 0)`,
      'desc',
    )
    .orderBy(sql`p.published_at`)
    .orderBy('p.id')
    .limit(limit);
}

export function listFeaturedProjects(db: Executor, limit: number): Promise<ProjectListingRow[]> {
  return featuredProjectsQuery(db, limit).execute();
}

export function projectCountQuery(db: Executor, filters: ProjectFilters) {
  return filteredProjects(db, filters).select((eb) => eb.fn.countAll<string>().as('total'));
}

/** The project page's read: the listed project with its gallery. */
export function projectByIdQuery(db: Executor, id: number) {
  return withUnitTotals(
    db,
    withDeveloperName(filteredProjects(db, { words: [] })).where('p.id', '=', id),
  ).select(galleryColumn);
}

const cached = compiledQueryCache(100);

// The list and the project page are the public site's hottest reads: their rows skip the
// general camelCase mapping's extra work (lib/lean-camel-case.ts).
export function listProjectPage(
  db: Executor,
  filters: ProjectFilters,
  page: { limit: number; after?: ProjectListPosition | undefined },
): Promise<ProjectListingRow[]> {
  const reader = withLeanRows(db);
  const statement = cached(reader, JSON.stringify(['page', filters, page]), () =>
    projectPageQuery(reader, filters, page).compile(),
  );
  return reader.executeQuery(statement).then((result) => result.rows);
}

export async function countProjects(db: Executor, filters: ProjectFilters): Promise<number> {
  const statement = cached(db, JSON.stringify(['count', filters]), () =>
    projectCountQuery(db, filters).compile(),
  );
  const { rows } = await db.executeQuery(statement);
  return Number(rows[0]?.total ?? 0);
}

/** Compiled once with a stand-in id; each call runs it with its own id as the one parameter. */
function projectByIdStatement(db: Executor) {
  const statement = cached(db, 'by-id', () => projectByIdQuery(db, 0).compile());
  if (statement.parameters.length !== 1) {
    throw new Error('The project-by-id query must take the id as its only parameter');
  }
  return statement;
}

export type ProjectDetailRow = ProjectListingRow & { gallery: GalleryEntryJson[] };

export async function findProject(db: Executor, id: number): Promise<ProjectDetailRow | undefined> {
  const reader = withLeanRows(db);
  const statement: CompiledQuery<ProjectDetailRow> = {
    ...projectByIdStatement(reader),
    parameters: [id],
  };
  const { rows } = await reader.executeQuery(statement);
  return rows[0];
}

/** Whether the project is published; undefined for an unknown project. */
export async function isProjectPublished(db: Executor, id: number): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('projects')
    .select('publishedAt')
    .where('id', '=', id)
    .executeTakeFirst();
  return row && row.publishedAt !== null;
}

/**
 * Every place published projects are in, once each, alphabetically: the Location filter's
 * choices, and what a chatbot question's place names are matched against.
 */
export async function listProjectLocations(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('projects')
    .select('location')
    .where('publishedAt', 'is not', null)
    .distinct()
    .orderBy('location')
    .execute();
  return rows.map((row) => row.location);
}

/** The projects whose whole title appears in the text (any case), longest title first. */
export function findProjectsTitledIn(db: Executor, text: string, limit: number) {
  return db
    .selectFrom('projects')
    .select(['id', 'title'])
    .where(sql<boolean>`strpos(lower(${text}), lower(title)) > 0`)
    .where('publishedAt', 'is not', null)
    .orderBy(sql`length(title)`, 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}
