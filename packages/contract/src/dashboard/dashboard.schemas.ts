import { z } from 'zod';
import { adminKeysetPageSchema, ZAdminKeysetQuerySchema } from '../admin-common/admin-page.schemas';
import { ZInvestmentStatusSchema } from '../investments/investments.schemas';
import { ZKycStatusSchema } from '../kyc/kyc.schemas';
import { ZNotificationSchema } from '../notifications/notifications.schemas';
import { ZInterestStatusSchema } from '../project-interests/project-interests.schemas';
import { ZUnitStatusSchema } from '../units/units.schemas';
import {
  ZMoneyStringSchema,
  ZPercentStringSchema,
  ZTimestampSchema,
} from '../common/money-string.schemas';

/** How many of the newest notifications the dashboard shows. */
export const DASHBOARD_NOTIFICATION_COUNT = 5;

/**
 * Cedi figures of the same dollars: each investment at the dollar-to-cedi rate of the day it
 * was made, beside today's rate, and the difference (today's minus the day's).
 */
export const ZGhsFiguresSchema = z.object({
  atInvestmentRates: ZMoneyStringSchema,
  atTodaysRate: ZMoneyStringSchema,
  difference: ZMoneyStringSchema,
});
export type TGhsFigures = z.infer<typeof ZGhsFiguresSchema>;

/**
 * GET /api/dashboard/summary, in US dollars. Invested counts confirmed investments and those
 * awaiting payment; cancelled and expired ones count nowhere. Current value and realised
 * profit are of confirmed investments (a reservation owns nothing yet).
 */
export const ZDashboardSummarySchema = z.object({
  totalInvested: ZMoneyStringSchema,
  confirmedAmount: ZMoneyStringSchema,
  awaitingPaymentAmount: ZMoneyStringSchema,
  currentValue: ZMoneyStringSchema,
  /** The profit shares of sold units. */
  realisedProfit: ZMoneyStringSchema,
  investmentCount: z.number().int(),
  projectCount: z.number().int(),
  unitCount: z.number().int(),
  /** Of totalInvested; null when no cedi rate is set today. */
  ghs: ZGhsFiguresSchema.nullable(),
});
export type TDashboardSummary = z.infer<typeof ZDashboardSummarySchema>;

/** One investment of the portfolio, with what its status asks of the investor next. */
export const ZDashboardInvestmentSchema = z.object({
  id: z.number().int(),
  project: z.object({ id: z.number().int(), title: z.string(), location: z.string() }),
  unit: z.object({ id: z.number().int(), unitNumber: z.string(), status: ZUnitStatusSchema }),
  amount: ZMoneyStringSchema,
  ownershipPercentage: ZPercentStringSchema,
  currentValue: ZMoneyStringSchema,
  status: ZInvestmentStatusSchema,
  paymentReference: z.string(),
  /** Only while the investment awaits payment. */
  paymentDeadline: ZTimestampSchema.nullable(),
  /** Only once the unit is sold: this investment's share of the profit. */
  profitShare: ZMoneyStringSchema.nullable(),
  /** From the project's latest update that gave one; null before any. */
  progressPercentage: z.number().int().nullable(),
  /** The amount in cedis at the rate of the day it was made, and at today's. */
  ghs: ZGhsFiguresSchema.nullable(),
  createdAt: ZTimestampSchema,
});
export type TDashboardInvestment = z.infer<typeof ZDashboardInvestmentSchema>;

/** Investments per page of the portfolio when `limit` is not given, and the most one page holds. */
export const DASHBOARD_INVESTMENTS_DEFAULT_LIMIT = 20;
export const DASHBOARD_INVESTMENTS_MAX_LIMIT = 100;

// Keys are unique across every message group: the sites' catalogs hold them side by side.
export const DASHBOARD_MESSAGES = {
  dashboardInvestmentsLimitInvalid: `Limit must be a whole number from 1 to ${DASHBOARD_INVESTMENTS_MAX_LIMIT}`,
} as const;

/**
 * ?limit=&cursor= of GET /api/dashboard/investments: keyset pages, newest first. No cursor is
 * the first page; a page's `nextCursor` asks for the one after it (the admin lists' cursor).
 */
export const ZDashboardInvestmentQuerySchema = z.object({
  limit: z.coerce
    .number({ invalid_type_error: DASHBOARD_MESSAGES.dashboardInvestmentsLimitInvalid })
    .int(DASHBOARD_MESSAGES.dashboardInvestmentsLimitInvalid)
    .min(1, DASHBOARD_MESSAGES.dashboardInvestmentsLimitInvalid)
    .max(DASHBOARD_INVESTMENTS_MAX_LIMIT, DASHBOARD_MESSAGES.dashboardInvestmentsLimitInvalid)
    .default(DASHBOARD_INVESTMENTS_DEFAULT_LIMIT),
  cursor: ZAdminKeysetQuerySchema.shape.cursor,
});
export type TDashboardInvestmentQuery = z.input<typeof ZDashboardInvestmentQuerySchema>;

/** One page of the portfolio: its investments, how many there are in all, where the next starts. */
export const ZDashboardInvestmentListSchema = adminKeysetPageSchema(ZDashboardInvestmentSchema);
export type TDashboardInvestmentList = z.infer<typeof ZDashboardInvestmentListSchema>;

export const ZDashboardInterestSchema = z.object({
  id: z.number().int(),
  project: z.object({ id: z.number().int(), title: z.string() }),
  interestAmount: z.string(),
  currency: z.string(),
  status: ZInterestStatusSchema,
  createdAt: ZTimestampSchema,
});
export type TDashboardInterest = z.infer<typeof ZDashboardInterestSchema>;

/** The investor's identity check as the dashboard needs it; null when never submitted. */
export const ZDashboardKycSchema = z.object({
  status: ZKycStatusSchema,
  isVerified: z.boolean(),
  isExpired: z.boolean(),
  canResubmit: z.boolean(),
  expiresAt: ZTimestampSchema.nullable(),
});
export type TDashboardKyc = z.infer<typeof ZDashboardKycSchema>;

/** GET /api/dashboard/activity: interests (newest first), KYC, the newest notifications. */
export const ZDashboardActivitySchema = z.object({
  interests: z.array(ZDashboardInterestSchema),
  kyc: ZDashboardKycSchema.nullable(),
  notifications: z.array(ZNotificationSchema),
  unreadNotifications: z.number().int(),
});
export type TDashboardActivity = z.infer<typeof ZDashboardActivitySchema>;

/**
 * GET /api/dashboard/charts, of confirmed investments and those awaiting payment: allocation
 * by project and by location (largest first), and invested per calendar month (UTC) with the
 * running total.
 */
export const ZDashboardChartsSchema = z.object({
  byProject: z.array(
    z.object({ projectId: z.number().int(), title: z.string(), amount: ZMoneyStringSchema }),
  ),
  byLocation: z.array(z.object({ location: z.string(), amount: ZMoneyStringSchema })),
  byMonth: z.array(
    z.object({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      amount: ZMoneyStringSchema,
      cumulative: ZMoneyStringSchema,
    }),
  ),
});
export type TDashboardCharts = z.infer<typeof ZDashboardChartsSchema>;
