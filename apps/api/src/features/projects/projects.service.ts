import {
  ERROR_CODES,
  FEATURED_PROJECTS_COUNT,
  PROJECT_LIST_DEFAULT_LIMIT,
  PROJECT_MESSAGES,
  type TProject,
  type TProjectDetail,
  type TProjectListFilters,
} from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { searchWords } from './project-search';
import { toGallery, toProject } from './project.mapper';
import { decodeProjectCursor, encodeProjectCursor } from './project-cursor';
import {
  countProjects,
  findProject,
  isProjectPublished,
  listFeaturedProjects,
  listProjectLocations,
  listProjectPage,
  type ProjectFilters,
  type ProjectListingRow,
} from './projects.repository';
import { projectNotFound } from '../../lib/projects/project-lookup';
import { progressOfRow } from '../progress/progress.service';

type Context = Pick<FastifyInstance, 'db'>;

export interface ProjectListPage {
  projects: TProject[];
  total: number;
  nextCursor: string | null;
}

const cursorInvalid = () =>
  new BadRequestError(PROJECT_MESSAGES.projectListCursorInvalid, {
    errorCode: ERROR_CODES.validationFailed,
    issues: [{ path: 'cursor', message: PROJECT_MESSAGES.projectListCursorInvalid }],
  });

function withProgress(row: ProjectListingRow, now: Date): TProject {
  // Set on the mapped object, not spread into a copy of it: a page maps fifty.
  return Object.assign(toProject(row), { progress: progressOfRow(row, now) });
}

function toFilters(query: TProjectListFilters): ProjectFilters {
  return {
    location: query.location || undefined,
    projectType: query.projectType || undefined,
    budget: query.minInvestment || undefined,
    words: searchWords(query.q),
    notReporting: query.reporting === 'not_reporting' || undefined,
  };
}

/** A page of the public list and the number of projects that match the filters. */
export async function listProjects(
  { db }: Context,
  query: TProjectListFilters,
): Promise<ProjectListPage> {
  const limit = query.limit ?? PROJECT_LIST_DEFAULT_LIMIT;
  const after = query.cursor ? decodeProjectCursor(query.cursor) : undefined;
  if (query.cursor && !after) throw cursorInvalid();

  const filters = toFilters(query);
  // One more than the page tells whether a next page exists.
  const [rows, total] = await Promise.all([
    listProjectPage(db, filters, { limit: limit + 1, after }),
    countProjects(db, filters),
  ]);
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  const now = new Date();
  return {
    projects: pageRows.map((row) => withProgress(row, now)),
    total,
    nextCursor: rows.length > limit && last ? encodeProjectCursor(last) : null,
  };
}

/** The home page's featured projects (docs/product-rules.md, Publishing). */
export async function featuredProjects({ db }: Context): Promise<TProject[]> {
  const rows = await listFeaturedProjects(db, FEATURED_PROJECTS_COUNT);
  const now = new Date();
  return rows.map((row) => withProgress(row, now));
}

/** The Location filter's choices: the places published projects are in. */
export function projectLocations({ db }: Context): Promise<string[]> {
  return listProjectLocations(db);
}

/** The project page's project: the listed project with its gallery. */
export async function getProject({ db }: Context, id: number): Promise<TProjectDetail> {
  const row = await findProject(db, id);
  if (!row) throw projectNotFound();
  return { ...withProgress(row, new Date()), gallery: toGallery(row.gallery) };
}

/** A draft takes no investments (docs/product-rules.md, Publishing); unknown projects pass on. */
export async function assertProjectTakesInvestments({ db }: Context, id: number): Promise<void> {
  if ((await isProjectPublished(db, id)) === false) {
    throw new ConflictError(PROJECT_MESSAGES.projectNotPublished, {
      errorCode: ERROR_CODES.conflict,
    });
  }
}
