import { z } from 'zod';
import { ZDateOnlySchema, ZPercentStringSchema } from '../common/money-string.schemas';

/**
 * A developer's scorecard, computed from the platform's data (docs/product-rules.md, Developer
 * scorecard): the thresholds below are the only place these numbers live.
 */

/** A project delivered at most this many days after its planned completion is on time. */
export const ON_TIME_DELIVERY_GRACE_DAYS = 90;
/** A licence that expires within this many days (today included) is 'expiring'. */
export const LICENCE_EXPIRING_WITHIN_DAYS = 30;

/** GREDA membership and the Real Estate Agency Council licence (Act 1047), one of each. */
export const DEVELOPER_LICENCE_KINDS = ['greda_membership', 'reac_licence'] as const;
export const ZDeveloperLicenceKindSchema = z.enum(DEVELOPER_LICENCE_KINDS);
export type TDeveloperLicenceKind = z.infer<typeof ZDeveloperLicenceKindSchema>;

export const DEVELOPER_LICENCE_STATUSES = ['valid', 'expiring', 'expired', 'missing'] as const;
export const ZDeveloperLicenceStatusSchema = z.enum(DEVELOPER_LICENCE_STATUSES);
export type TDeveloperLicenceStatus = z.infer<typeof ZDeveloperLicenceStatusSchema>;

/** One licence of a developer; a missing one has no number and no expiry. */
export const ZDeveloperLicenceSchema = z.object({
  kind: ZDeveloperLicenceKindSchema,
  number: z.string().nullable(),
  expiresOn: ZDateOnlySchema.nullable(),
  status: ZDeveloperLicenceStatusSchema,
});
export type TDeveloperLicence = z.infer<typeof ZDeveloperLicenceSchema>;

export const ZDeveloperScorecardSchema = z.object({
  /** Completed projects with a delivery date. */
  projectsDelivered: z.number().int(),
  /** Delivered projects that had a planned completion date: the base of the two figures below. */
  projectsDeliveredWithPlan: z.number().int(),
  /** Percent (two places) of those delivered within the grace days; null when there are none. */
  onTimeRatio: ZPercentStringSchema.nullable(),
  /** Days late on average (early counts as 0), one decimal; null when there are none. */
  averageDelayDays: z
    .string()
    .regex(/^\d+\.\d$/)
    .nullable(),
  /** Updates that claimed progress: reported, verified or disputed. */
  claimedUpdates: z.number().int(),
  verifiedUpdates: z.number().int(),
  /** Percent (two places) of claimed updates an inspector verified; null when none claimed. */
  verifiedShare: ZPercentStringSchema.nullable(),
  /** Projects not completed whose delay class is behind or at risk. */
  projectsBehind: z.number().int(),
  /** Projects not completed whose delay class is stalled. */
  projectsStalled: z.number().int(),
  /** Both kinds, in DEVELOPER_LICENCE_KINDS order. */
  licences: z.array(ZDeveloperLicenceSchema),
  /** Some licence has expired: the 'expired licence' warning. */
  hasExpiredLicence: z.boolean(),
});
export type TDeveloperScorecard = z.infer<typeof ZDeveloperScorecardSchema>;
