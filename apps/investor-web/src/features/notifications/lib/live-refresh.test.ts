import type { TNotification } from '@coinvest/contract';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { queriesChangedBy, queriesChangedWhileAway } from './live-refresh';

const USER_ID = 7;

function notification(overrides: Partial<TNotification>): TNotification {
  return {
    id: 1,
    title: 'Payment confirmed',
    message: 'Your payment for unit A-101 is confirmed.',
    type: 'completion',
    kind: 'payment',
    projectId: 3,
    isRead: false,
    createdAt: '2026-11-28T12:00:00.000Z',
    ...overrides,
  };
}

/** The views on screen, as the site's queries key them. */
const views = {
  bell: queryKeys.notifications.list(USER_ID, 'en'),
  dashboardInvestments: queryKeys.dashboard.investments,
  dashboardSummary: queryKeys.dashboard.summary,
  investmentPayments: queryKeys.investmentPayments.ofInvestment(9),
  investorPayments: queryKeys.investorPayments.all,
  statements: queryKeys.statements.sales,
  unitsOfProject: queryKeys.projects.units(3),
  updatesOfProject: queryKeys.projects.updates(3),
  updatesOfOtherProject: queryKeys.projects.updates(4),
  kyc: queryKeys.kyc.status(USER_ID),
  goals: queryKeys.goals.all,
} satisfies Record<string, QueryKey>;

/** Every view but the goals, which only the investor changes. */
const everyEventView = Object.keys(views)
  .filter((name) => name !== 'goals')
  .sort();

/** Which views are stale after invalidating these keys, as TanStack Query matches them. */
async function staleViewsAfter(keys: QueryKey[]): Promise<string[]> {
  const client = new QueryClient();
  for (const key of Object.values(views)) client.setQueryData(key, 'seen');
  for (const queryKey of keys) await client.invalidateQueries({ queryKey });
  return Object.entries(views)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

describe('queriesChangedBy', () => {
  it('a payment refreshes the dashboard, the payments, the statements and the funding, not the KYC', async () => {
    expect(await staleViewsAfter(queriesChangedBy(notification({}), USER_ID))).toEqual([
      'bell',
      'dashboardInvestments',
      'dashboardSummary',
      'investmentPayments',
      'investorPayments',
      'statements',
      'unitsOfProject',
      'updatesOfOtherProject',
      'updatesOfProject',
    ]);
  });

  it('a KYC decision refreshes the verification and the dashboard', async () => {
    const decision = notification({ kind: 'kyc', projectId: null, title: 'KYC approved' });
    expect(await staleViewsAfter(queriesChangedBy(decision, USER_ID))).toEqual([
      'bell',
      'dashboardInvestments',
      'dashboardSummary',
      'kyc',
    ]);
  });

  it('a project update refreshes that project, not the others', async () => {
    const update = notification({ kind: 'projectUpdate', projectId: 3, title: 'Roof completed' });
    expect(await staleViewsAfter(queriesChangedBy(update, USER_ID))).toEqual([
      'bell',
      'dashboardInvestments',
      'dashboardSummary',
      'unitsOfProject',
      'updatesOfProject',
    ]);
  });

  it('a notification without a kind (a payment confirmation) refreshes every view an event changes', async () => {
    const confirmation = notification({ kind: null, title: 'Payment Confirmed' });
    expect(await staleViewsAfter(queriesChangedBy(confirmation, USER_ID))).toEqual(everyEventView);
  });
});

describe('queriesChangedWhileAway', () => {
  it('after a reconnection every view an event can change is read again', async () => {
    expect(await staleViewsAfter(queriesChangedWhileAway(USER_ID))).toEqual(everyEventView);
  });
});
