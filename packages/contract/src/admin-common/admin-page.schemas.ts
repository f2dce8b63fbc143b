import { z } from 'zod';

export const ADMIN_PAGE_DEFAULT_SIZE = 20;
export const ADMIN_PAGE_MAX_SIZE = 100;

export const ADMIN_PAGE_MESSAGES = {
  adminPageInvalid: 'Page must be a whole number from 1',
  adminPageSizeInvalid: `Page size must be a whole number from 1 to ${ADMIN_PAGE_MAX_SIZE}`,
  adminSearchTooLong: 'Search text must be at most 100 characters',
  adminCursorInvalid: 'This page link is not valid; start again from the first page',
} as const;

/** The size of an admin list's page. */
const ZAdminPageSizeSchema = z.coerce
  .number({ invalid_type_error: ADMIN_PAGE_MESSAGES.adminPageSizeInvalid })
  .int(ADMIN_PAGE_MESSAGES.adminPageSizeInvalid)
  .min(1, ADMIN_PAGE_MESSAGES.adminPageSizeInvalid)
  .max(ADMIN_PAGE_MAX_SIZE, ADMIN_PAGE_MESSAGES.adminPageSizeInvalid)
  .default(ADMIN_PAGE_DEFAULT_SIZE);

/** ?page=&pageSize= of the admin lists: numbered pages, 1-based. */
export const ZAdminPageQuerySchema = z.object({
  page: z.coerce
    .number({ invalid_type_error: ADMIN_PAGE_MESSAGES.adminPageInvalid })
    .int(ADMIN_PAGE_MESSAGES.adminPageInvalid)
    .min(1, ADMIN_PAGE_MESSAGES.adminPageInvalid)
    .max(1_000_000, ADMIN_PAGE_MESSAGES.adminPageInvalid)
    .default(1),
  pageSize: ZAdminPageSizeSchema,
});

/**
 * ?cursor=&pageSize= of the admin lists that grow without bound (units, payments, audit):
 * keyset pages. No cursor is the first page; a page's `nextCursor` asks for the one after it.
 */
export const ZAdminKeysetQuerySchema = z.object({
  cursor: z.string().max(500, ADMIN_PAGE_MESSAGES.adminCursorInvalid).optional(),
  pageSize: ZAdminPageSizeSchema,
});

/** One keyset page of an admin list, the size of the whole list and where the next page starts. */
export function adminKeysetPageSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    items: z.array(item),
    /** Every match, not only this page's. */
    total: z.number().int(),
    pageSize: z.number().int(),
    /** Opaque; null on the last page. */
    nextCursor: z.string().nullable(),
  });
}

export interface TAdminKeysetPage<T> {
  items: T[];
  total: number;
  pageSize: number;
  nextCursor: string | null;
}

/** Free search text of an admin list (words found anywhere, all of them). */
export const ZAdminSearchSchema = z
  .string()
  .trim()
  .max(100, ADMIN_PAGE_MESSAGES.adminSearchTooLong)
  .optional();

/** One page of an admin list and the size of the whole list. */
export function adminPageSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    items: z.array(item),
    /** Every match, not only this page's. */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export interface TAdminPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
