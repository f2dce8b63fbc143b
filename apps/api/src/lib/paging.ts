/** A numbered page as the admin lists and the notifications ask for it (page counts from 1). */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** The rows a page covers, as a repository reads them. */
export interface PageSlice {
  limit: number;
  offset: number;
}

export interface NumberedPage<Item> extends PageRequest {
  items: Item[];
  total: number;
}

export function pageSlice({ page, pageSize }: PageRequest): PageSlice {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/**
 * One numbered page: reads the page's rows and the count of every match together, and maps the
 * rows to what the API answers. Every paged list (`{ items, total, page, pageSize }`) uses it.
 */
export async function numberedPage<Row, Item>(
  request: PageRequest,
  read: { rows: (slice: PageSlice) => Promise<Row[]>; total: () => Promise<number> },
  toItem: (row: Row) => Item,
): Promise<NumberedPage<Item>> {
  const [rows, total] = await Promise.all([read.rows(pageSlice(request)), read.total()]);
  return { items: rows.map(toItem), total, page: request.page, pageSize: request.pageSize };
}
