import type {
  TAuditLogQuery,
  TInvestmentStatus,
  TPaymentStatus,
  TPayoutAccountKind,
} from '@coinvest/contract';
import { currentUserQueryKey } from '@coinvest/ui';

/*
 * Every TanStack Query key of admin-web, and the only place one is written. All the panel's
 * reads start with 'admin', and each level is the prefix of the one below it: TanStack Query
 * matches invalidations by prefix, so `all` refreshes the whole panel, `projects.all` every
 * project page and edit form, `units.ofProject(4)` that project's unit pages and statistics.
 * Queries and invalidations import these; nothing else spells a key.
 */

const all = ['admin'] as const;

const projectsAll = [...all, 'projects'] as const;
const unitsAll = [...all, 'units'] as const;
const unitsOfProject = (projectId: number) => [...unitsAll, projectId] as const;
const auditAll = [...all, 'audit'] as const;
const investmentsAll = [...all, 'investments'] as const;
const failedJobsAll = [...all, 'failed-jobs'] as const;
const ledgerAll = [...all, 'ledger'] as const;
const providerPaymentsAll = [...all, 'provider-payments'] as const;

/** A page of a searchable list. */
interface PageRequest {
  page: number;
  q: string;
}

export const queryKeys = {
  /** Owned by @coinvest/ui (the session): listed so the site's whole cache is in one place. */
  currentUser: currentUserQueryKey,

  /** Every query of the panel (not the session). */
  all,

  /**
   * The admin's second factor, outside 'admin' on purpose: refreshing the panel must not ask
   * for a new secret while the admin is scanning one.
   */
  secondFactor: {
    status: ['second-factor'] as const,
    enrolment: (challengeToken: string | undefined) =>
      ['second-factor-enrolment', challengeToken ?? 'signed-in'] as const,
  },

  /** The four cards above the tabs: projects, their total, pending interests, pending KYC. */
  summary: [...all, 'summary'] as const,

  projects: {
    all: projectsAll,
    list: ({ page, q }: PageRequest) => [...projectsAll, 'list', { page, q }] as const,
    detail: (id: number) => [...projectsAll, 'detail', id] as const,
    /** A project's reviewed description translations. */
    translations: (id: number) => [...projectsAll, 'translations', id] as const,
    /** A project's updates, the developer's and the platform's, newest first. */
    updates: (id: number) => [...projectsAll, 'updates', id] as const,
    /** Every project's id and title, for the inspectors' project picker. */
    choices: [...projectsAll, 'choices'] as const,
    /** A project's escrow: balances, release plan, releases and the developer's payout account. */
    escrow: (id: number) => [...projectsAll, 'escrow', id] as const,
  },

  units: {
    all: unitsAll,
    /** A project's unit pages and its statistics. */
    ofProject: unitsOfProject,
    list: (projectId: number, { cursor, q }: { cursor: string | undefined; q: string }) =>
      [...unitsOfProject(projectId), 'list', { cursor, q }] as const,
    statistics: (projectId: number) => [...unitsOfProject(projectId), 'statistics'] as const,
  },

  developers: {
    all: [...all, 'developers'] as const,
    /** One developer's licences. */
    licences: (id: number) => [...all, 'developers', id, 'licences'] as const,
    /** Where one developer's released money is sent. */
    payoutAccount: (id: number) => [...all, 'developers', id, 'payout-account'] as const,
  },

  /** The banks or mobile-money networks the provider transfers to. */
  payoutBanks: (kind: TPayoutAccountKind) => [...all, 'payout-banks', kind] as const,

  /** The inspectors with the projects assigned to them. */
  inspectors: {
    all: [...all, 'inspectors'] as const,
  },

  /**
   * A signed-in inspector's own view, outside 'admin': an inspector never reads the panel.
   * `all` refreshes their projects and every project's updates after a sign-off.
   */
  inspection: {
    all: ['inspection'] as const,
    projects: ['inspection', 'projects'] as const,
    updates: (projectId: number) => ['inspection', 'projects', projectId, 'updates'] as const,
  },

  currencyRates: {
    all: [...all, 'currency-rates'] as const,
  },

  /** The trail every admin write adds to. */
  paymentInstructions: {
    all: ['/api/payment-instructions'] as const,
    pendingProposal: [...all, 'payment-instructions', 'proposals', 'pending'] as const,
  },

  audit: {
    all: auditAll,
    list: (query: TAuditLogQuery) => [...auditAll, query] as const,
  },

  kyc: {
    pending: [...all, 'kyc-pending'] as const,
  },

  interests: {
    pending: [...all, 'project-interests'] as const,
  },

  /** Background jobs that failed for good, in keyset pages. */
  failedJobs: {
    all: failedJobsAll,
    list: (cursor: string | undefined) => [...failedJobsAll, { cursor }] as const,
  },

  /** The ledger's accounts with their balances and the last reconciliation. */
  ledger: {
    all: ledgerAll,
    accounts: [...ledgerAll, 'accounts'] as const,
  },

  /** Payments through the provider, exceptions first, optionally of one status. */
  providerPayments: {
    all: providerPaymentsAll,
    list: (status: TPaymentStatus | undefined, cursor: string | undefined) =>
      [...providerPaymentsAll, { status, cursor }] as const,
  },

  investments: {
    all: investmentsAll,
    list: (status: TInvestmentStatus, cursor: string | undefined) =>
      [...investmentsAll, status, { cursor }] as const,
  },
};
