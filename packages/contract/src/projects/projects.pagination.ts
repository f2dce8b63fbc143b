import type { TProject } from './projects.schemas';

/**
 * GET /api/projects answers a JSON array of projects, as the sites expect
 * (docs/adr/0024-paging-keyset-for-feeds-numbered-for-admin.md); the page's place in the whole list
 * travels in headers (exposed to the sites by CORS).
 */
export const PROJECT_LIST_HEADERS = {
  /** How many projects match the filters, on every page. */
  totalCount: 'x-total-count',
  /** Pass it back as ?cursor= for the next page; absent on the last page. */
  nextCursor: 'x-next-cursor',
} as const;

export interface TProjectListPage {
  projects: TProject[];
  /** Every project that matches the filters, not only this page's. */
  total: number;
  /** The cursor of the next page, or null on the last page. */
  nextCursor: string | null;
}

/** One page of GET /api/projects from its body and headers. */
export function projectListPage(
  projects: TProject[],
  headers: Pick<Headers, 'get'>,
): TProjectListPage {
  const total = Number(headers.get(PROJECT_LIST_HEADERS.totalCount));
  return {
    projects,
    total: Number.isInteger(total) && total >= projects.length ? total : projects.length,
    nextCursor: headers.get(PROJECT_LIST_HEADERS.nextCursor) || null,
  };
}
