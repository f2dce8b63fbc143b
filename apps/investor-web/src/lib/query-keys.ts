import type { TProjectListQuery } from '@coinvest/contract';
import { currentUserQueryKey } from '@coinvest/ui';

/*
 * Every TanStack Query key of investor-web, and the only place one is written. A read's key
 * starts with its API path (one convention for both sites), and each level is the prefix of the one
 * below it: TanStack Query matches invalidations by prefix, so invalidating `projects.detail(1)`
 * refreshes the project, its units, statistics and updates, and `notifications.ofUser(7)` both
 * the bell's count and the panel's list. Queries and invalidations import these; nothing else
 * spells a key.
 */

const projectsAll = ['/api/projects'] as const;
const projectLists = [...projectsAll, 'list'] as const;
const projectDetail = (id: number) => [...projectsAll, id] as const;

const notificationsAll = ['/api/notifications'] as const;
const notificationsOfUser = (userId: number) => [...notificationsAll, userId] as const;

const kycAll = ['/api/kyc'] as const;

const dashboardAll = ['/api/dashboard'] as const;

const investmentsAll = ['/api/investments'] as const;

const translationsAll = ['/api/translate'] as const;

export const queryKeys = {
  /** Owned by @coinvest/ui (the session): listed so the site's whole cache is in one place. */
  currentUser: currentUserQueryKey,

  currencyRates: {
    all: ['/api/currency-rates'] as const,
  },

  developers: {
    all: ['/api/developers'] as const,
    /** One developer with its scorecard, for a project page. */
    detail: (id: number) => ['/api/developers', id] as const,
  },

  projects: {
    all: projectsAll,
    /** Every list: the /projects pages, the home page's featured projects, the locations. */
    lists: projectLists,
    list: (query: TProjectListQuery) => [...projectLists, query] as const,
    featured: (limit: number) => [...projectLists, { limit }] as const,
    /** The Location filter's choices: the places of published projects. */
    locations: [...projectLists, 'locations'] as const,
    /** The project and everything read under it (units, unit statistics, updates). */
    detail: projectDetail,
    units: (id: number) => [...projectDetail(id), 'units'] as const,
    unitStatistics: (id: number) => [...projectDetail(id), 'unit-statistics'] as const,
    updates: (id: number) => [...projectDetail(id), 'updates'] as const,
    /** What the project's escrow holds, its release plan and releases. */
    escrow: (id: number) => [...projectDetail(id), 'escrow'] as const,
  },

  paymentInstructions: {
    all: ['/api/payment-instructions'] as const,
  },

  investmentPayments: {
    /** Every investment's payments through the provider: a confirmation moves them. */
    all: investmentsAll,
    ofInvestment: (id: number) => [...investmentsAll, id, 'payments'] as const,
  },

  /** The investor's own payments of every investment, the dashboard's Payments section. */
  investorPayments: {
    all: ['/api/payments'] as const,
  },

  dashboard: {
    /** Every section of the investor's dashboard: a payment, a sale or a KYC decision moves them. */
    all: dashboardAll,
    summary: [...dashboardAll, 'summary'] as const,
    investments: [...dashboardAll, 'investments'] as const,
    activity: [...dashboardAll, 'activity'] as const,
    charts: [...dashboardAll, 'charts'] as const,
  },

  goals: {
    all: ['/api/goals'] as const,
  },

  statements: {
    sales: ['/api/statements/sales'] as const,
  },

  kyc: {
    all: kycAll,
    /** One user's verification: the KYC page and the investment gate read the same query. */
    status: (userId: number) => [...kycAll, userId] as const,
  },

  translations: {
    /** Every content translation under way or kept: the language picker waits on these. */
    all: translationsAll,
    /** One page's content texts in one language, translated in one call. */
    page: (language: string, texts: readonly string[]) =>
      [...translationsAll, language, texts] as const,
  },

  notifications: {
    all: notificationsAll,
    /** Everything the bell shows for a user: the unread count and the panel's list. */
    ofUser: notificationsOfUser,
    /** The texts come in the reader's language, so a change of language reads the list again. */
    list: (userId: number, language: string) =>
      [...notificationsOfUser(userId), 'list', language] as const,
    unreadCount: (userId: number) => [...notificationsOfUser(userId), 'unread-count'] as const,
    /** The signed-in user's choices per kind, in the app and by e-mail. */
    preferences: [...notificationsAll, 'preferences'] as const,
  },
};
