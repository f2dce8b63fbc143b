import { z } from 'zod';

export const ADMIN_PAGE_DEFAULT_SIZE = 20;
export const ADMIN_PAGE_MAX_SIZE = 100;

export const ADMIN_PAGE_MESSAGES = {
  adminPageInvalid: 'Page must be a whole number from 1',
  adminPageSizeInvalid: `Page size must be a whole number from 1 to ${ADMIN_PAGE_MAX_SIZE}`,
  adminSearchTooLong: 'Search text must be at most 100 characters',
} as const;

/** ?page=&pageSize= of the admin lists: numbered pages, 1-based. */
export const ZAdminPageQuerySchema = z.object({
  page: z.coerce
    .number({ invalid_type_error: ADMIN_PAGE_MESSAGES.adminPageInvalid })
    .int(ADMIN_PAGE_MESSAGES.adminPageInvalid)
    .min(1, ADMIN_PAGE_MESSAGES.adminPageInvalid)
    .max(1_000_000, ADMIN_PAGE_MESSAGES.adminPageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ invalid_type_error: ADMIN_PAGE_MESSAGES.adminPageSizeInvalid })
    .int(ADMIN_PAGE_MESSAGES.adminPageSizeInvalid)
    .min(1, ADMIN_PAGE_MESSAGES.adminPageSizeInvalid)
    .max(ADMIN_PAGE_MAX_SIZE, ADMIN_PAGE_MESSAGES.adminPageSizeInvalid)
    .default(ADMIN_PAGE_DEFAULT_SIZE),
});

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
