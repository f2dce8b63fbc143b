import {
  DASHBOARD_NOTIFICATION_COUNT,
  ZInterestStatusSchema,
  ZInvestmentStatusSchema,
  ZUnitStatusSchema,
  type TDashboardActivity,
  type TDashboardCharts,
  type TDashboardInvestmentList,
  type TDashboardSummary,
  type TGhsFigures,
} from '@coinvest/contract';
import { Decimal, toMoneyString } from '@coinvest/contract/decimal';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../auth/request-user';
import { getKyc } from '../kyc/kyc.service';
import { listNotifications, unreadCount } from '../notifications/notification-inbox.service';
import {
  listDashboardInterests,
  listDashboardInvestments,
  readDashboardCharts,
  readDashboardSummary,
} from './dashboard.repository';

type Context = Pick<FastifyInstance, 'db' | 'storage'>;

/** Null without today's rate: a cedi figure at no rate would be a guess. */
function ghsFigures(atInvestmentRates: string, atTodaysRate: string | null): TGhsFigures | null {
  if (atTodaysRate === null) return null;
  return {
    atInvestmentRates: toMoneyString(atInvestmentRates),
    atTodaysRate: toMoneyString(atTodaysRate),
    difference: toMoneyString(new Decimal(atTodaysRate).minus(atInvestmentRates)),
  };
}

export async function dashboardSummary(
  { db }: Context,
  user: AuthUser,
): Promise<TDashboardSummary> {
  const row = await readDashboardSummary(db, user.id);
  return {
    totalInvested: row.totalInvested,
    confirmedAmount: row.confirmedAmount,
    awaitingPaymentAmount: row.awaitingPaymentAmount,
    currentValue: row.currentValue,
    realisedProfit: row.realisedProfit,
    investmentCount: row.investmentCount,
    projectCount: row.projectCount,
    unitCount: row.unitCount,
    ghs: ghsFigures(row.ghsAtInvestmentRates, row.ghsAtTodaysRate),
  };
}

export async function dashboardInvestments(
  { db }: Context,
  user: AuthUser,
): Promise<TDashboardInvestmentList> {
  const rows = await listDashboardInvestments(db, user.id);
  return {
    items: rows.map((row) => {
      const status = ZInvestmentStatusSchema.parse(row.status);
      const awaitingPayment = status === 'pending_payment' || status === 'pending';
      return {
        id: row.id,
        project: { id: row.projectId, title: row.projectTitle, location: row.projectLocation },
        unit: {
          id: row.unitId,
          unitNumber: row.unitNumber,
          status: ZUnitStatusSchema.parse(row.unitStatus),
        },
        amount: toMoneyString(row.amount),
        ownershipPercentage: toMoneyString(row.ownershipPercentage),
        currentValue: toMoneyString(row.currentValue),
        status,
        paymentReference: row.paymentReference ?? '',
        paymentDeadline: awaitingPayment ? (row.paymentDeadline?.toISOString() ?? null) : null,
        profitShare: row.unitSold && status === 'confirmed' ? toMoneyString(row.profitShare) : null,
        progressPercentage: row.progressPercentage,
        ghs: ghsFigures(row.ghsAtInvestmentRate, row.ghsAtTodaysRate),
        createdAt: row.createdAt.toISOString(),
      };
    }),
  };
}

/** Interests, KYC and notifications: each read by its own owner's rules, the caller's own. */
export async function dashboardActivity(ctx: Context, user: AuthUser): Promise<TDashboardActivity> {
  const [interests, kyc, notifications, unread] = await Promise.all([
    listDashboardInterests(ctx.db, user.id),
    getKyc(ctx, { user, ip: null }, user.id),
    listNotifications(ctx, user, user.id, { page: 1, pageSize: DASHBOARD_NOTIFICATION_COUNT }),
    unreadCount(ctx, user, user.id),
  ]);
  return {
    interests: interests.map((row) => ({
      id: row.id,
      project: { id: row.projectId, title: row.projectTitle },
      interestAmount: row.interestAmount,
      currency: row.currency,
      status: ZInterestStatusSchema.parse(row.status),
      createdAt: row.createdAt.toISOString(),
    })),
    kyc: kyc && {
      status: kyc.status,
      isVerified: kyc.isVerified,
      isExpired: kyc.isExpired,
      canResubmit: kyc.canResubmit,
      expiresAt: kyc.expiresAt,
    },
    notifications: notifications.items,
    unreadNotifications: unread.count,
  };
}

export function dashboardCharts({ db }: Context, user: AuthUser): Promise<TDashboardCharts> {
  return readDashboardCharts(db, user.id);
}
