import { z } from 'zod';
import { optionalText, requiredText } from '../admin-common/admin-form-fields';
import { idParamSchema } from '../common/id.schemas';
import { ZDateOnlySchema, ZTimestampSchema } from '../common/money-string.schemas';
import { PROJECT_MESSAGES } from '../projects/projects.schemas';
import { ZMilestoneSchema } from './progress.schemas';

/** The promised days between progress updates when the admin gives none. */
export const DEFAULT_UPDATE_INTERVAL_DAYS = 30;
export const MILESTONE_NAME_MAX_LENGTH = 200;
export const MILESTONE_DESCRIPTION_MAX_LENGTH = 2000;
export const MILESTONE_REASON_MAX_LENGTH = 1000;
/** The reason recorded when a milestone gets its first planned date and none was typed. */
export const MILESTONE_FIRST_DATE_REASON = 'First planned date';

// Keys are unique across every message group: the sites' catalogs hold them side by side.
export const SCHEDULE_MESSAGES = {
  milestoneIdInvalid: 'Milestone id must be a number',
  milestoneNotFound: 'Milestone not found',
  milestoneNameRequired: 'Name is required',
  milestoneNameTooLong: `Name must be at most ${MILESTONE_NAME_MAX_LENGTH} characters`,
  milestoneDescriptionTooLong: `Description must be at most ${MILESTONE_DESCRIPTION_MAX_LENGTH} characters`,
  milestonePlannedDateInvalid: 'Planned date must be a date (YYYY-MM-DD)',
  milestonePlannedPercentInvalid: 'Planned percent must be a whole number from 0 to 100',
  milestonePositionInvalid: 'Order must be a whole number from 0 to 1000',
  milestoneReasonTooLong: `Reason must be at most ${MILESTONE_REASON_MAX_LENGTH} characters`,
  milestoneReasonRequired: 'A reason is required when the planned date moves',
  milestoneDeleted: 'Milestone removed',
  milestoneHasEscrow:
    'This milestone has a tranche in the release plan or a release of escrow: take it out of the release plan first (a milestone money was released for stays)',
  updateIntervalInvalid: 'Update interval must be a whole number of days from 1 to 365',
} as const;

const M = SCHEDULE_MESSAGES;

/** A real calendar day: '2026-02-30' is refused. */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const ZMilestoneParamsSchema = z.object({
  id: idParamSchema(PROJECT_MESSAGES.projectIdInvalid),
  milestoneId: idParamSchema(M.milestoneIdInvalid),
});

/**
 * The body of POST and PUT /api/secure-admin/projects/{id}/milestones[/{milestoneId}]. A
 * reason is required by PUT when plannedDate changes; the API says so (it knows the old date).
 */
export const ZMilestoneInputSchema = z.object({
  name: requiredText(M.milestoneNameRequired, MILESTONE_NAME_MAX_LENGTH, M.milestoneNameTooLong),
  description: optionalText(
    MILESTONE_DESCRIPTION_MAX_LENGTH,
    M.milestoneDescriptionTooLong,
  ).transform((value) => value ?? ''),
  plannedDate: z
    .string({
      required_error: M.milestonePlannedDateInvalid,
      invalid_type_error: M.milestonePlannedDateInvalid,
    })
    .trim()
    .refine(
      (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDate(value),
      M.milestonePlannedDateInvalid,
    ),
  plannedPercent: z
    .number({
      required_error: M.milestonePlannedPercentInvalid,
      invalid_type_error: M.milestonePlannedPercentInvalid,
    })
    .int(M.milestonePlannedPercentInvalid)
    .min(0, M.milestonePlannedPercentInvalid)
    .max(100, M.milestonePlannedPercentInvalid),
  /** The order on the schedule; absent puts it last. */
  position: z
    .number({ invalid_type_error: M.milestonePositionInvalid })
    .int(M.milestonePositionInvalid)
    .min(0, M.milestonePositionInvalid)
    .max(1000, M.milestonePositionInvalid)
    .optional(),
  /** Why the planned date is set or moved; kept in the schedule's history. */
  reason: optionalText(MILESTONE_REASON_MAX_LENGTH, M.milestoneReasonTooLong),
});
export type TMilestoneInput = z.input<typeof ZMilestoneInputSchema>;
export type TMilestoneValues = z.output<typeof ZMilestoneInputSchema>;

/** One planned date set or moved, with its reason and who did it. */
export const ZMilestoneChangeSchema = z.object({
  id: z.number().int(),
  milestoneId: z.number().int(),
  milestoneName: z.string(),
  previousPlannedDate: ZDateOnlySchema.nullable(),
  newPlannedDate: ZDateOnlySchema,
  reason: z.string(),
  changedBy: z.string().nullable(),
  createdAt: ZTimestampSchema,
});
export type TMilestoneChange = z.infer<typeof ZMilestoneChangeSchema>;

/** GET /api/secure-admin/projects/{id}/milestones: the schedule and its history, newest first. */
export const ZAdminScheduleSchema = z.object({
  milestones: z.array(ZMilestoneSchema),
  changes: z.array(ZMilestoneChangeSchema),
});
export type TAdminSchedule = z.infer<typeof ZAdminScheduleSchema>;
