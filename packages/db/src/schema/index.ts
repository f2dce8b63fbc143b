import {
  passwordResetRequestsColumns,
  signInDevicesColumns,
  type PasswordResetRequestsTable,
  type SignInDevicesTable,
} from './account-security';
import type { TableColumns } from './columns';
import { developersColumns, type DevelopersTable } from './developers';
import { emailOutboxColumns, type EmailOutboxTable } from './email-outbox';
import { financialGoalsColumns, type FinancialGoalsTable } from './financial-goals';
import { paidServiceSpendingColumns, type PaidServiceSpendingTable } from './paid-service-spending';
import {
  ledgerAccountsColumns,
  ledgerChecksColumns,
  ledgerEntriesColumns,
  ledgerPostingsColumns,
  type LedgerAccountsTable,
  type LedgerChecksTable,
  type LedgerEntriesTable,
  type LedgerPostingsTable,
} from './ledger';
import {
  idempotencyKeysColumns,
  investmentsColumns,
  type IdempotencyKeysTable,
  type InvestmentsTable,
} from './investments';
import {
  amlChecksColumns,
  kycVerificationsColumns,
  type AmlChecksTable,
  type KycVerificationsTable,
} from './kyc';
import {
  notificationEmailQueueColumns,
  notificationPreferencesColumns,
  notificationsColumns,
  reservationOutboxColumns,
  type NotificationEmailQueueTable,
  type NotificationPreferencesTable,
  type NotificationsTable,
  type ReservationOutboxTable,
} from './notifications';
import {
  auditLogColumns,
  contactMessagesColumns,
  currencyRatesColumns,
  translationCacheColumns,
  type AuditLogTable,
  type ContactMessagesTable,
  type CurrencyRatesTable,
  type TranslationCacheTable,
} from './platform';
import { projectInterestsColumns, type ProjectInterestsTable } from './project-interests';
import {
  projectsColumns,
  projectUpdatesColumns,
  type ProjectsTable,
  type ProjectUpdatesTable,
} from './projects';
import {
  mobileMoneyMerchantsColumns,
  paymentInstructionsColumns,
  paymentInstructionProposalsColumns,
  type PaymentInstructionProposalsTable,
  type MobileMoneyMerchantsTable,
  type PaymentInstructionsTable,
} from './payment-instructions';
import {
  paymentEventsColumns,
  paymentsColumns,
  type PaymentEventsTable,
  type PaymentsTable,
} from './payments';
import { rateLimitsColumns, type RateLimitsTable } from './rate-limits';
import { refundsColumns, type RefundsTable } from './refunds';
import {
  developerPayoutAccountsColumns,
  escrowReleasesColumns,
  releaseTranchesColumns,
  type DeveloperPayoutAccountsTable,
  type EscrowReleasesTable,
  type ReleaseTranchesTable,
} from './escrow';
import {
  reviewedTranslationsColumns,
  type ReviewedTranslationsTable,
} from './reviewed-translations';
import { unitsColumns, type UnitsTable } from './units';
import {
  developerLicencesColumns,
  inspectorAssignmentsColumns,
  milestoneChangesColumns,
  picturesColumns,
  projectMilestonesColumns,
  projectPicturesColumns,
  updateEvidenceColumns,
  type DeveloperLicencesTable,
  type InspectorAssignmentsTable,
  type MilestoneChangesTable,
  type PicturesTable,
  type ProjectMilestonesTable,
  type ProjectPicturesTable,
  type UpdateEvidenceTable,
} from './verified-progress';
import {
  emailChangesColumns,
  emailVerificationsColumns,
  passwordResetsColumns,
  recoveryCodesColumns,
  sessionsColumns,
  userSecondFactorsColumns,
  usersColumns,
  type EmailChangesTable,
  type EmailVerificationsTable,
  type PasswordResetsTable,
  type RecoveryCodesTable,
  type SessionsTable,
  type UserSecondFactorsTable,
  type UsersTable,
} from './users';

/** The database as Kysely sees it, through the CamelCasePlugin (users.first_name is firstName). */
export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  passwordResets: PasswordResetsTable;
  emailChanges: EmailChangesTable;
  emailVerifications: EmailVerificationsTable;
  userSecondFactors: UserSecondFactorsTable;
  recoveryCodes: RecoveryCodesTable;
  emailOutbox: EmailOutboxTable;
  developers: DevelopersTable;
  projects: ProjectsTable;
  projectUpdates: ProjectUpdatesTable;
  units: UnitsTable;
  investments: InvestmentsTable;
  idempotencyKeys: IdempotencyKeysTable;
  notifications: NotificationsTable;
  notificationPreferences: NotificationPreferencesTable;
  notificationEmailQueue: NotificationEmailQueueTable;
  reservationOutbox: ReservationOutboxTable;
  financialGoals: FinancialGoalsTable;
  projectInterests: ProjectInterestsTable;
  kycVerifications: KycVerificationsTable;
  amlChecks: AmlChecksTable;
  contactMessages: ContactMessagesTable;
  currencyRates: CurrencyRatesTable;
  auditLog: AuditLogTable;
  translationCache: TranslationCacheTable;
  paidServiceSpending: PaidServiceSpendingTable;
  reviewedTranslations: ReviewedTranslationsTable;
  rateLimits: RateLimitsTable;
  signInDevices: SignInDevicesTable;
  passwordResetRequests: PasswordResetRequestsTable;
  paymentInstructions: PaymentInstructionsTable;
  mobileMoneyMerchants: MobileMoneyMerchantsTable;
  paymentInstructionProposals: PaymentInstructionProposalsTable;
  payments: PaymentsTable;
  paymentEvents: PaymentEventsTable;
  refunds: RefundsTable;
  releaseTranches: ReleaseTranchesTable;
  developerPayoutAccounts: DeveloperPayoutAccountsTable;
  escrowReleases: EscrowReleasesTable;
  ledgerAccounts: LedgerAccountsTable;
  ledgerEntries: LedgerEntriesTable;
  ledgerPostings: LedgerPostingsTable;
  ledgerChecks: LedgerChecksTable;
  pictures: PicturesTable;
  projectPictures: ProjectPicturesTable;
  projectMilestones: ProjectMilestonesTable;
  milestoneChanges: MilestoneChangesTable;
  updateEvidence: UpdateEvidenceTable;
  inspectorAssignments: InspectorAssignmentsTable;
  developerLicences: DeveloperLicencesTable;
}

/** Every table's columns as the types declare them; schema.test.ts checks them against PostgreSQL. */
export const tableColumns: { [T in keyof DB]: TableColumns<DB[T]> } = {
  users: usersColumns,
  sessions: sessionsColumns,
  passwordResets: passwordResetsColumns,
  emailChanges: emailChangesColumns,
  emailVerifications: emailVerificationsColumns,
  userSecondFactors: userSecondFactorsColumns,
  recoveryCodes: recoveryCodesColumns,
  emailOutbox: emailOutboxColumns,
  developers: developersColumns,
  projects: projectsColumns,
  projectUpdates: projectUpdatesColumns,
  units: unitsColumns,
  investments: investmentsColumns,
  idempotencyKeys: idempotencyKeysColumns,
  notifications: notificationsColumns,
  notificationPreferences: notificationPreferencesColumns,
  notificationEmailQueue: notificationEmailQueueColumns,
  reservationOutbox: reservationOutboxColumns,
  financialGoals: financialGoalsColumns,
  projectInterests: projectInterestsColumns,
  kycVerifications: kycVerificationsColumns,
  amlChecks: amlChecksColumns,
  contactMessages: contactMessagesColumns,
  currencyRates: currencyRatesColumns,
  auditLog: auditLogColumns,
  translationCache: translationCacheColumns,
  paidServiceSpending: paidServiceSpendingColumns,
  reviewedTranslations: reviewedTranslationsColumns,
  rateLimits: rateLimitsColumns,
  signInDevices: signInDevicesColumns,
  passwordResetRequests: passwordResetRequestsColumns,
  paymentInstructions: paymentInstructionsColumns,
  mobileMoneyMerchants: mobileMoneyMerchantsColumns,
  paymentInstructionProposals: paymentInstructionProposalsColumns,
  payments: paymentsColumns,
  paymentEvents: paymentEventsColumns,
  refunds: refundsColumns,
  releaseTranches: releaseTranchesColumns,
  developerPayoutAccounts: developerPayoutAccountsColumns,
  escrowReleases: escrowReleasesColumns,
  ledgerAccounts: ledgerAccountsColumns,
  ledgerEntries: ledgerEntriesColumns,
  ledgerPostings: ledgerPostingsColumns,
  ledgerChecks: ledgerChecksColumns,
  pictures: picturesColumns,
  projectPictures: projectPicturesColumns,
  projectMilestones: projectMilestonesColumns,
  milestoneChanges: milestoneChangesColumns,
  updateEvidence: updateEvidenceColumns,
  inspectorAssignments: inspectorAssignmentsColumns,
  developerLicences: developerLicencesColumns,
};

export type * from './types';
export type * from './users';
export type * from './email-outbox';
export type * from './account-security';
export type * from './developers';
export type * from './projects';
export type * from './units';
export type * from './investments';
export type * from './notifications';
export type * from './financial-goals';
export type * from './project-interests';
export type * from './kyc';
export type * from './platform';
export type * from './rate-limits';
export type * from './payment-instructions';
export type * from './payments';
export type * from './refunds';
export type * from './escrow';
export type * from './ledger';
export type * from './reviewed-translations';
export type * from './paid-service-spending';
export type * from './verified-progress';
export type { ColumnShape, TableColumns } from './columns';
