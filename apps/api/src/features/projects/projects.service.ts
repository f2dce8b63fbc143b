import {
  ERROR_CODES,
  PROJECT_LIST_DEFAULT_LIMIT,
  PROJECT_MESSAGES,
  type TProject,
  type TProjectDetail,
  type TProjectListFilters,
} from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { searchWords } from './project-search';
import { toGallery, toProject } from './project.mapper';
import { decodeProjectCursor, encodeProjectCursor } from './project-cursor';
import {
  countProjects,
  findProject,
  listProjectPage,
  projectExists,
  type ProjectFilters,
  type ProjectListingRow,
} from './projects.repository';
import { progressOfRow } from '../progress/progress.service';

type Context = Pick<FastifyInstance, 'db'>;

export interface ProjectListPage {
  projects: TProject[];
  total: number;
  nextCursor: string | null;
}

export const projectNotFound = () =>
  new NotFoundError(PROJECT_MESSAGES.projectNotFound, { errorCode: ERROR_CODES.notFound });

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

/** The project page's project: the listed project with its gallery. */
export async function getProject({ db }: Context, id: number): Promise<TProjectDetail> {
  const row = await findProject(db, id);
  if (!row) throw projectNotFound();
  return { ...withProgress(row, new Date()), gallery: toGallery(row.gallery) };
}

/** For the project's sub-resources (units, updates): 404 for an unknown project. */
export async function assertProjectExists({ db }: Context, id: number): Promise<void> {
  if (!(await projectExists(db, id))) throw projectNotFound();
}
