import type { TNotification, TNotificationKind } from '@coinvest/contract';
import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The views each kind of event changes. A confirmed or expired payment and a sale move the
 * dashboard (status, how-to-pay box, values), the payments (the investment's and the investor's
 * list), the sale statements and the unit's funding on every project page; a KYC decision the
 * verification page and the investment gate; a project update the project's progress and the
 * dashboard's. Typed by kind, so a new kind cannot be added without saying what it refreshes.
 */
const CHANGED_BY_KIND: Record<TNotificationKind, (projectId: number | null) => QueryKey[]> = {
  investment: () => [
    queryKeys.dashboard.all,
    queryKeys.investmentPayments.all,
    queryKeys.investorPayments.all,
    queryKeys.statements.sales,
    queryKeys.projects.all,
  ],
  payment: () => [
    queryKeys.dashboard.all,
    queryKeys.investmentPayments.all,
    queryKeys.investorPayments.all,
    queryKeys.statements.sales,
    queryKeys.projects.all,
  ],
  kyc: () => [queryKeys.kyc.all, queryKeys.dashboard.all],
  interest: () => [queryKeys.dashboard.all],
  projectUpdate: (projectId) => [
    projectId === null ? queryKeys.projects.all : queryKeys.projects.detail(projectId),
    queryKeys.dashboard.all,
  ],
};

/**
 * Every query a live notification makes stale: the bell's, and the views its event changed,
 * so nothing on screen contradicts the toast (an investment still "awaiting payment" after
 * "Payment confirmed" could be paid twice). A notification without a kind (a payment
 * confirmation, the admin's project update) cannot be narrowed: every view an event can change.
 */
export function queriesChangedBy(notification: TNotification, userId: number): QueryKey[] {
  if (!notification.kind) return queriesChangedWhileAway(userId);
  return [
    queryKeys.notifications.ofUser(userId),
    ...CHANGED_BY_KIND[notification.kind](notification.projectId),
  ];
}

/** After a (re)connection anything may have happened meanwhile: every view an event can change. */
export function queriesChangedWhileAway(userId: number): QueryKey[] {
  return [
    queryKeys.notifications.ofUser(userId),
    queryKeys.dashboard.all,
    queryKeys.investmentPayments.all,
    queryKeys.investorPayments.all,
    queryKeys.statements.sales,
    queryKeys.kyc.all,
    queryKeys.projects.all,
  ];
}
