import {
  DASHBOARD_NOTIFICATION_COUNT,
  isAwaitingPayment,
  ZInterestStatusSchema,
  ZInvestmentStatusSchema,
  ZUnitStatusSchema,
  type TDashboardActivity,
  type TDashboardCharts,
  type TDashboardInvestment,
  type TDashboardInvestmentList,
  type TDashboardSummary,
  type TGhsFigures,
} from '@coinvest/contract';
import { Decimal, toMoneyString } from '@coinvest/contract/decimal';
import type { FastifyInstance } from 'fastify';
import { isCursorId, isTimestampKey, keysetPage } from '../../lib/keyset';
import type { AuthUser } from '../../lib/access/request-user';
import { getKyc } from '../kyc/kyc.service';
import { listNotifications, unreadCount } from '../notifications/notification-inbox.service';
import {
  countDashboardInvestments,
  listDashboardInterests,
  listDashboardInvestments,
  readDashboardCharts,
  readDashboardSummary,
  type DashboardInvestmentPosition,
  type DashboardInvestmentRow,
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

function toDashboardInvestment(row: DashboardInvestmentRow): TDashboardInvestment {
  const status = ZInvestmentStatusSchema.parse(row.status);
  const awaitingPayment = isAwaitingPayment(status);
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
}

/** One keyset page of the caller's portfolio, newest first, with the count of all of it. */
export function dashboardInvestments(
  { db }: Context,
  user: AuthUser,
  query: { limit: number; cursor?: string | undefined },
): Promise<TDashboardInvestmentList> {
  return keysetPage<DashboardInvestmentRow, TDashboardInvestment, DashboardInvestmentPosition>(
    { cursor: query.cursor, pageSize: query.limit },
    {
      rows: (limit, after) => listDashboardInvestments(db, user.id, { limit, after }),
      total: () => countDashboardInvestments(db, user.id),
      positionOf: (row) => [row.createdAtKey, row.id],
      parsePosition: ([createdAtKey, id, ...rest]) =>
        isTimestampKey(createdAtKey) && isCursorId(id) && rest.length === 0
          ? ([createdAtKey, id] as const)
          : undefined,
    },
    toDashboardInvestment,
  );
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
