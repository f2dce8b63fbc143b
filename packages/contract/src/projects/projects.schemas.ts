import { z } from 'zod';
import { idParamSchema } from '../common/id.schemas';
import { ZPictureSchema } from '../pictures/pictures.schemas';
import { REPORTING_FILTERS, ZProjectProgressSchema } from '../progress/progress.schemas';
import {
  ZDateOnlySchema,
  ZMoneyStringSchema,
  ZPercentStringSchema,
  ZTimestampSchema,
} from '../common/money-string.schemas';

export const PROJECT_TYPES = ['residential', 'commercial', 'mixed-use'] as const;
export const ZProjectTypeSchema = z.enum(PROJECT_TYPES);
export type TProjectType = z.infer<typeof ZProjectTypeSchema>;

/** The admin's five lifecycle values (docs/product-rules.md, Project statuses). */
export const PROJECT_STATUSES = [
  'planning',
  'pre_construction',
  'under_construction',
  'near_completion',
  'completed',
] as const;
export const ZProjectStatusSchema = z.enum(PROJECT_STATUSES);
export type TProjectStatus = z.infer<typeof ZProjectStatusSchema>;

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export const ZRiskLevelSchema = z.enum(RISK_LEVELS);
export type TRiskLevel = z.infer<typeof ZRiskLevelSchema>;

export const PROJECT_LIST_DEFAULT_LIMIT = 50;
export const PROJECT_LIST_MAX_LIMIT = 100;
export const PROJECT_SEARCH_MAX_LENGTH = 100;
/** How many projects the home page features. */
export const FEATURED_PROJECTS_COUNT = 3;

// Keys are unique across every message group: the sites' catalogs hold them side by side.
export const PROJECT_MESSAGES = {
  projectIdInvalid: 'Project id must be a number',
  projectNotFound: 'Project not found',
  projectTypeInvalid: 'Project type must be residential, commercial or mixed-use',
  projectMinInvestmentInvalid: 'Minimum investment must be an amount such as 5000',
  projectSearchTooLong: `Search text must be at most ${PROJECT_SEARCH_MAX_LENGTH} characters`,
  projectLocationTooLong: `Location must be at most ${PROJECT_SEARCH_MAX_LENGTH} characters`,
  projectListLimitInvalid: `Limit must be a whole number from 1 to ${PROJECT_LIST_MAX_LIMIT}`,
  projectListCursorInvalid: 'The page cursor is not valid',
  projectReportingInvalid: 'Reporting must be not_reporting',
  /** A reservation in a draft (docs/product-rules.md, Publishing). */
  projectNotPublished: 'This project is not published yet and takes no investments',
} as const;

/**
 * The {id} of /api/projects/{id}/...: an id (digits, 1 to MAX_ID), so '12abc', '1e3' or an id
 * beyond the database's range is a 400, not a lookup. Sites pass the id as the URL gave it (a
 * string).
 */
export const ZProjectIdParamsSchema = z.object({
  id: idParamSchema(PROJECT_MESSAGES.projectIdInvalid),
});

const searchText = (message: string) =>
  z.string().trim().max(PROJECT_SEARCH_MAX_LENGTH, message).optional();

/**
 * GET /api/projects. Every filter is optional and an empty one means no filter (a page that
 * keeps its filters in the URL may send `?projectType=`); the sites never send the 'All' /
 * 'Min' placeholders.
 */
export const ZProjectListQuerySchema = z.object({
  /** Part of the location or the country, case-insensitive: 'Accra' finds 'East Legon, Accra'. */
  location: searchText(PROJECT_MESSAGES.projectLocationTooLong),
  projectType: z
    .enum(['', ...PROJECT_TYPES], {
      errorMap: () => ({ message: PROJECT_MESSAGES.projectTypeInvalid }),
    })
    .optional(),
  /** The investor's budget: projects whose minimum investment is at most this (US dollars). */
  minInvestment: z
    .string()
    .trim()
    .regex(/^(\d{1,13}(\.\d{1,2})?)?$/, PROJECT_MESSAGES.projectMinInvestmentInvalid)
    .optional(),
  /** Words to find in the title, location, description or developer name (all of them). */
  q: searchText(PROJECT_MESSAGES.projectSearchTooLong),
  limit: z.coerce
    .number({ invalid_type_error: PROJECT_MESSAGES.projectListLimitInvalid })
    .int(PROJECT_MESSAGES.projectListLimitInvalid)
    .min(1, PROJECT_MESSAGES.projectListLimitInvalid)
    .max(PROJECT_LIST_MAX_LIMIT, PROJECT_MESSAGES.projectListLimitInvalid)
    .optional(),
  /** The x-next-cursor header of the previous page, as it came. */
  cursor: z.string().max(200, PROJECT_MESSAGES.projectListCursorInvalid).optional(),
  /** not_reporting: only projects whose developer missed the promised update interval. */
  reporting: z
    .enum(['', ...REPORTING_FILTERS], {
      errorMap: () => ({ message: PROJECT_MESSAGES.projectReportingInvalid }),
    })
    .optional(),
});
export type TProjectListQuery = z.input<typeof ZProjectListQuerySchema>;
export type TProjectListFilters = z.output<typeof ZProjectListQuerySchema>;

/**
 * A project as the investor site reads it, with its country, risk level, completion date,
 * creation time and percent funded (docs/product-rules.md, Project funding and figures). Amounts
 * are US dollars as two-decimal strings; currentFunding, totalTarget, availableUnits and
 * totalUnits are computed from the units.
 */
export const ZProjectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  country: z.string(),
  imageUrl: z.string().nullable(),
  status: ZProjectStatusSchema,
  projectType: ZProjectTypeSchema,
  riskLevel: ZRiskLevelSchema,
  developerName: z.string().nullable(),
  unitPrice: ZMoneyStringSchema,
  developerListingPrice: ZMoneyStringSchema.nullable(),
  minInvestment: ZMoneyStringSchema,
  /** Confirmed (paid) investments in the project's units. */
  currentFunding: ZMoneyStringSchema,
  /** The units' total investment needed; the project's own figure while it has no units. */
  totalTarget: ZMoneyStringSchema,
  /** currentFunding / totalTarget x 100, two places ('0.00' when the target is 0). */
  fundedPercentage: ZPercentStringSchema,
  expectedProfit: z.string().nullable(),
  /** Percent, two places. */
  profitRangeMin: ZPercentStringSchema.nullable(),
  profitRangeMax: ZPercentStringSchema.nullable(),
  /** Months. */
  timeline: z.number().int().nullable(),
  constructionTimeline: z.string().nullable(),
  completionDate: ZDateOnlySchema.nullable(),
  /** Units still open for investment (available or partially funded). */
  availableUnits: z.number().int(),
  totalUnits: z.number().int(),
  createdAt: ZTimestampSchema,
  /** The developer whose scorecard the project page shows (GET /api/developers/{id}). */
  developerId: z.number().int().nullable(),
  /** The site, in degrees (both or neither): evidence photos are measured from it. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Its delay class and reporting against its schedule (docs/product-rules.md). */
  progress: ZProjectProgressSchema,
  /** The gallery's cover, shown on cards; null while the project has no pictures. */
  coverPicture: ZPictureSchema.nullable(),
});
export type TProject = z.infer<typeof ZProjectSchema>;

/** GET /api/projects/{id}: the project and its gallery, in the admin's order. */
export const ZProjectDetailSchema = ZProjectSchema.extend({
  gallery: z.array(ZPictureSchema),
});
export type TProjectDetail = z.infer<typeof ZProjectDetailSchema>;
