import { z } from 'zod';
import { ZDateOnlySchema, ZTimestampSchema } from '../common/money-string.schemas';

/**
 * The thresholds of a project's delay class (docs/product-rules.md, Delay classes and silence):
 * one place for the API, both sites and the docs.
 */
export const DELAY_THRESHOLDS = {
  /** A milestone late by 1 to this many days makes the project 'behind'; more, 'at risk'. */
  behindMaxDaysLate: 60,
  /** Verified percent more than this many points below the plan today: 'at risk'. */
  atRiskPointsBelowPlan: 15,
  /** More than this many days without verified progress: 'stalled'. */
  stalledAfterDays: 90,
} as const;

/** From best to worst; the worst that applies is the project's class. */
export const DELAY_CLASSES = ['on_track', 'behind', 'at_risk', 'stalled'] as const;
export const ZDelayClassSchema = z.enum(DELAY_CLASSES);
export type TDelayClass = z.infer<typeof ZDelayClassSchema>;

/**
 * Why a project has its class, as a key the sites translate with its values:
 * completed (delivered); noSchedule (no milestones yet); onTrack; milestoneLate {milestone,
 * daysLate}; belowPlan {verifiedPercent, plannedPercent}; noVerifiedProgress {days, since}.
 */
export const DELAY_REASON_KEYS = [
  'completed',
  'noSchedule',
  'onTrack',
  'milestoneLate',
  'belowPlan',
  'noVerifiedProgress',
] as const;
export const ZDelayReasonKeySchema = z.enum(DELAY_REASON_KEYS);
export type TDelayReasonKey = z.infer<typeof ZDelayReasonKeySchema>;

export const ZDelayReasonSchema = z.object({
  key: ZDelayReasonKeySchema,
  values: z.record(z.union([z.string(), z.number()])),
});
export type TDelayReason = z.infer<typeof ZDelayReasonSchema>;

/** A project's standing against its schedule, computed on every read, never stored. */
export const ZProjectProgressSchema = z.object({
  delayClass: ZDelayClassSchema,
  reason: ZDelayReasonSchema,
  /** No update within the promised interval (docs/product-rules.md). */
  notReporting: z.boolean(),
  /** Percent complete the schedule promises today, one decimal. */
  plannedPercentToday: z.number(),
  /** Highest percent an inspector has verified (a verified milestone counts its percent). */
  verifiedPercent: z.number(),
  /** Days between updates the developer promised. */
  updateIntervalDays: z.number().int(),
  lastUpdateAt: ZTimestampSchema.nullable(),
});
export type TProjectProgress = z.infer<typeof ZProjectProgressSchema>;

/** The investor projects list's `reporting` filter. */
export const REPORTING_FILTERS = ['not_reporting'] as const;

export const ZMilestoneSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  description: z.string(),
  plannedDate: ZDateOnlySchema,
  plannedPercent: z.number().int(),
  /** The day an inspector verified it reached; null while not reached. */
  reachedOn: ZDateOnlySchema.nullable(),
});
export type TMilestone = z.infer<typeof ZMilestoneSchema>;

/** GET /api/projects/{id}/schedule: the plan, the verified actual and the class. */
export const ZProjectScheduleSchema = z.object({
  milestones: z.array(ZMilestoneSchema),
  /** Each verified update's percent by the day it was verified, oldest first. */
  verifiedProgress: z.array(z.object({ verifiedOn: ZDateOnlySchema, percent: z.number() })),
  progress: ZProjectProgressSchema,
});
export type TProjectSchedule = z.infer<typeof ZProjectScheduleSchema>;
