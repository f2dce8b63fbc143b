import { z } from 'zod';
import {
  integerWithFallback,
  optionalDecimal,
  optionalText,
  optionalUrl,
  parsedDecimal,
  requiredDecimal,
  requiredText,
} from '../admin-common/admin-form-fields';
import {
  adminPageSchema,
  ZAdminPageQuerySchema,
  ZAdminSearchSchema,
} from '../admin-common/admin-page.schemas';
import {
  ZDateOnlySchema,
  ZMoneyStringSchema,
  ZPercentStringSchema,
  ZTimestampSchema,
} from '../common/money-string.schemas';
import {
  PROJECT_STATUSES,
  PROJECT_TYPES,
  RISK_LEVELS,
  ZProjectStatusSchema,
  ZProjectTypeSchema,
  ZRiskLevelSchema,
  type TProjectStatus,
  type TProjectType,
  type TRiskLevel,
} from '../projects/projects.schemas';
import {
  DEFAULT_UPDATE_INTERVAL_DAYS,
  SCHEDULE_MESSAGES,
} from '../progress/admin-schedule.schemas';

/**
 * The labels of the stored values (docs/product-rules.md, Project types and risk levels;
 * Project statuses).
 */
export const PROJECT_TYPE_LABELS: Record<TProjectType, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  'mixed-use': 'Mixed-Use',
};
export const PROJECT_STATUS_LABELS: Record<TProjectStatus, string> = {
  planning: 'Planning',
  pre_construction: 'Pre-Construction',
  under_construction: 'Under Construction',
  near_completion: 'Near Completion',
  completed: 'Completed',
};
export const RISK_LEVEL_LABELS: Record<TRiskLevel, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

export const PROJECT_TEXT_MAX_LENGTH = 200;
export const PROJECT_DESCRIPTION_MAX_LENGTH = 5000;
export const PROJECT_MAX_UNITS = 100_000;
export const PROJECT_MAX_TIMELINE_MONTHS = 600;
export const PROJECT_MAX_MEDIA_URLS = 20;

// Keys are unique across every message group: the sites' catalogs hold them side by side.
export const ADMIN_PROJECT_MESSAGES = {
  projectTitleRequired: 'Title is required',
  projectDescriptionRequired: 'Description is required',
  projectLocationRequired: 'Location is required',
  projectTextTooLong: `Must be at most ${PROJECT_TEXT_MAX_LENGTH} characters`,
  projectDescriptionTooLong: `Description must be at most ${PROJECT_DESCRIPTION_MAX_LENGTH} characters`,
  projectTypeChoice: 'Project type must be Residential, Commercial or Mixed-Use',
  projectStatusChoice:
    'Status must be Planning, Pre-Construction, Under Construction, Near Completion or Completed',
  projectRiskLevelChoice: 'Risk level must be Low, Medium or High',
  projectTotalUnitsInvalid: `Total units must be a whole number from 0 to ${PROJECT_MAX_UNITS}`,
  projectAvailableUnitsInvalid: `Available units must be a whole number from 0 to ${PROJECT_MAX_UNITS}`,
  projectAvailableAboveTotal: 'Available units cannot be more than total units',
  projectTimelineInvalid: `Timeline must be a whole number of months from 0 to ${PROJECT_MAX_TIMELINE_MONTHS}`,
  projectUnitPriceRequired: 'Unit price is required',
  projectMinInvestmentRequired: 'Minimum investment is required',
  projectAmountInvalid: 'Enter an amount with at most 2 decimal places',
  projectProfitRangeInvalid: 'Enter a percentage with at most 2 decimal places',
  projectProfitRangeOrder: 'Minimum profit cannot be more than the maximum profit',
  projectUrlInvalid: 'Enter a web address (https://...) or a path starting with /',
  projectMediaUrlsTooMany: `At most ${PROJECT_MAX_MEDIA_URLS} media addresses`,
  projectCompletionDateInvalid: 'Completion date must be a date (YYYY-MM-DD)',
  projectLatitudeInvalid: 'Latitude must be a number from -90 to 90',
  projectLongitudeInvalid: 'Longitude must be a number from -180 to 180',
  projectSiteIncomplete: "Enter both the site's latitude and longitude, or neither",
  projectCreated: 'Project created successfully',
  projectUpdated: 'Project updated successfully',
  projectDeleted: 'Project deleted successfully',
  projectHasInvestments:
    'This project cannot be deleted because investors have invested in its units',
} as const;

const M = ADMIN_PROJECT_MESSAGES;

/** Accepts the stored value or the label ('Mixed-Use', 'Pre-Construction'; docs/product-rules.md, Project types and risk levels). */
function choice<T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
  separator: '-' | '_',
  message: string,
) {
  return z
    .string({ invalid_type_error: message })
    .optional()
    .transform((value) =>
      value === undefined || value.trim() === ''
        ? fallback
        : value
            .trim()
            .toLowerCase()
            .replace(/[\s_-]+/g, separator),
    )
    .pipe(z.enum(values, { errorMap: () => ({ message }) }));
}

const projectInteger = (rangeMessage: string, max: number) =>
  integerWithFallback(() => 0, { min: 0, max, rangeMessage });

const percentage = optionalDecimal(M.projectProfitRangeInvalid, { integerDigits: 3, scale: 2 });

/** A real calendar day: '2026-02-30' is refused. */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const optionalDate = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine(
    (value) => value === null || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDate(value)),
    M.projectCompletionDateInvalid,
  );

/**
 * Degrees of the site, as a number or the form's text; empty is none. Kept as the column's
 * numeric(9,6) text, rounded to 6 decimals (about 11 cm).
 */
const coordinate = (limit: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : value),
    z
      .number({ invalid_type_error: message })
      .finite(message)
      .min(-limit, message)
      .max(limit, message)
      .nullish()
      .transform((value) => (value === null || value === undefined ? null : value.toFixed(6))),
  );

/**
 * The body of POST and PUT /api/secure-admin/projects/{id}, and the Add/Edit Project form:
 * the form's payload and every column of the projects table. totalUnits, availableUnits and
 * timeline fall back to 0 when not numeric (docs/product-rules.md, Project funding and figures).
 */
export const ZAdminProjectInputSchema = z
  .object({
    title: requiredText(M.projectTitleRequired, PROJECT_TEXT_MAX_LENGTH, M.projectTextTooLong),
    description: requiredText(
      M.projectDescriptionRequired,
      PROJECT_DESCRIPTION_MAX_LENGTH,
      M.projectDescriptionTooLong,
    ),
    location: requiredText(
      M.projectLocationRequired,
      PROJECT_TEXT_MAX_LENGTH,
      M.projectTextTooLong,
    ),
    country: optionalText(100, M.projectTextTooLong).transform((value) => value ?? 'Ghana'),
    projectType: choice(PROJECT_TYPES, 'residential', '-', M.projectTypeChoice),
    developerName: optionalText(PROJECT_TEXT_MAX_LENGTH, M.projectTextTooLong),
    totalUnits: projectInteger(M.projectTotalUnitsInvalid, PROJECT_MAX_UNITS),
    availableUnits: projectInteger(M.projectAvailableUnitsInvalid, PROJECT_MAX_UNITS),
    unitPrice: requiredDecimal(M.projectUnitPriceRequired, M.projectAmountInvalid),
    minInvestment: requiredDecimal(M.projectMinInvestmentRequired, M.projectAmountInvalid),
    expectedProfit: optionalText(100, M.projectTextTooLong),
    profitRangeMin: percentage,
    profitRangeMax: percentage,
    timeline: projectInteger(M.projectTimelineInvalid, PROJECT_MAX_TIMELINE_MONTHS),
    constructionTimeline: optionalText(PROJECT_TEXT_MAX_LENGTH, M.projectTextTooLong),
    developerListingPrice: optionalDecimal(M.projectAmountInvalid),
    status: choice(PROJECT_STATUSES, 'planning', '_', M.projectStatusChoice),
    imageUrl: optionalUrl(M.projectUrlInvalid),
    riskLevel: choice(RISK_LEVELS, 'medium', '_', M.projectRiskLevelChoice),
    /** What the project needs in all; the Total Investment card sums it. Empty is 0. */
    totalInvestmentNeeded: optionalDecimal(M.projectAmountInvalid).transform(
      (value) => value ?? '0',
    ),
    offPlanPrice: optionalDecimal(M.projectAmountInvalid),
    minCoBuyAmount: optionalDecimal(M.projectAmountInvalid),
    completionListPrice: optionalDecimal(M.projectAmountInvalid),
    mediaUrls: z
      .array(
        z
          .string()
          .trim()
          .max(2000, M.projectUrlInvalid)
          .regex(/^(https?:\/\/\S+|\/\S*)$/i, M.projectUrlInvalid),
      )
      .max(PROJECT_MAX_MEDIA_URLS, M.projectMediaUrlsTooMany)
      .optional()
      .transform((value) => value ?? []),
    priceNegotiable: z
      .boolean()
      .optional()
      .transform((value) => value ?? true),
    completionDate: optionalDate,
    /** Days between the progress updates the developer promises (not reporting after it). */
    updateIntervalDays: integerWithFallback(() => DEFAULT_UPDATE_INTERVAL_DAYS, {
      min: 1,
      max: 365,
      rangeMessage: SCHEDULE_MESSAGES.updateIntervalInvalid,
    }),
    latitude: coordinate(90, M.projectLatitudeInvalid),
    longitude: coordinate(180, M.projectLongitudeInvalid),
  })
  .superRefine((project, ctx) => {
    if ((project.latitude === null) !== (project.longitude === null)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [project.latitude === null ? 'latitude' : 'longitude'],
        message: M.projectSiteIncomplete,
      });
    }
    if (project.availableUnits > project.totalUnits) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['availableUnits'],
        message: M.projectAvailableAboveTotal,
      });
    }
    const profitRangeMax = parsedDecimal(project.profitRangeMax);
    if (profitRangeMax && parsedDecimal(project.profitRangeMin)?.gt(profitRangeMax)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['profitRangeMin'],
        message: M.projectProfitRangeOrder,
      });
    }
  });
export type TAdminProjectInput = z.input<typeof ZAdminProjectInputSchema>;
export type TAdminProjectValues = z.output<typeof ZAdminProjectInputSchema>;

/** A project as the admin edits it: every stored column, amounts as two-decimal strings. */
export const ZAdminProjectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  country: z.string(),
  projectType: ZProjectTypeSchema,
  developerName: z.string().nullable(),
  /** The admin's own figures (the public project counts them from the units once it has any). */
  totalUnits: z.number().int(),
  availableUnits: z.number().int(),
  unitPrice: ZMoneyStringSchema,
  minInvestment: ZMoneyStringSchema,
  expectedProfit: z.string().nullable(),
  profitRangeMin: ZPercentStringSchema.nullable(),
  profitRangeMax: ZPercentStringSchema.nullable(),
  timeline: z.number().int().nullable(),
  constructionTimeline: z.string().nullable(),
  developerListingPrice: ZMoneyStringSchema.nullable(),
  status: ZProjectStatusSchema,
  imageUrl: z.string().nullable(),
  riskLevel: ZRiskLevelSchema,
  totalInvestmentNeeded: ZMoneyStringSchema,
  offPlanPrice: ZMoneyStringSchema.nullable(),
  minCoBuyAmount: ZMoneyStringSchema.nullable(),
  completionListPrice: ZMoneyStringSchema.nullable(),
  mediaUrls: z.array(z.string()),
  priceNegotiable: z.boolean(),
  completionDate: ZDateOnlySchema.nullable(),
  /** When the admin published it; null while it is a draft (docs/product-rules.md, Publishing). */
  publishedAt: ZTimestampSchema.nullable(),
  createdAt: ZTimestampSchema,
  updatedAt: ZTimestampSchema,
  updateIntervalDays: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type TAdminProject = z.infer<typeof ZAdminProjectSchema>;

/** GET /api/secure-admin/projects: newest first, searchable, in numbered pages. */
export const ZAdminProjectListQuerySchema = ZAdminPageQuerySchema.extend({
  /** Words found in the title, location, description or developer name (all of them). */
  q: ZAdminSearchSchema,
  status: z
    .enum(['', ...PROJECT_STATUSES], { errorMap: () => ({ message: M.projectStatusChoice }) })
    .optional(),
});
export type TAdminProjectListQuery = z.input<typeof ZAdminProjectListQuerySchema>;

export const ZAdminProjectPageSchema = adminPageSchema(ZAdminProjectSchema);
export type TAdminProjectPage = z.infer<typeof ZAdminProjectPageSchema>;
