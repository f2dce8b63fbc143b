import { initContract } from '@ts-rest/core';
import { accountContract } from './account/account.contract';
import { adminDevelopersContract } from './admin-developers/admin-developers.contract';
import { adminProjectsContract } from './admin-projects/admin-projects.contract';
import { adminSummaryContract } from './admin-summary/admin-summary.contract';
import { auditLogContract } from './audit-log/audit-log.contract';
import { authContract } from './auth/auth.contract';
import { calculatorContract } from './calculator/calculator.contract';
import { chatbotContract } from './chatbot/chatbot.contract';
import { contactContract } from './contact/contact.contract';
import { adminCurrencyRatesContract } from './currency-rates/currency-rates-admin.contract';
import { currencyRatesContract } from './currency-rates/currency-rates.contract';
import { dashboardContract } from './dashboard/dashboard.contract';
import { dataRightsContract } from './data-rights/data-rights.contract';
import {
  adminEscrowContract,
  adminPayoutAccountsContract,
  escrowContract,
} from './escrow/escrow.contract';
import { developersContract } from './developers/developers.contract';
import { adminFailedJobsContract } from './failed-jobs/failed-jobs.contract';
import { goalsContract } from './goals/goals.contract';
import { adminInvestmentsContract, investmentsContract } from './investments/investments.contract';
import { healthContract } from './health/health.contract';
import { kycContract } from './kyc/kyc.contract';
import { adminLedgerContract } from './ledger/ledger.contract';
import { adminInspectorsContract, inspectorContract } from './inspection/inspection.contract';
import { notificationsContract } from './notifications/notifications.contract';
import {
  adminPaymentInstructionsContract,
  paymentInstructionsContract,
} from './payment-instructions/payment-instructions.contract';
import { adminPicturesContract } from './pictures/pictures-admin.contract';
import { picturesContract } from './pictures/pictures.contract';
import { adminPaymentsContract, paymentsContract } from './payments/payments.contract';
import { projectUpdatesContract } from './project-updates/project-updates.contract';
import {
  adminProjectInterestsContract,
  projectInterestsContract,
} from './project-interests/project-interests.contract';
import { projectsContract } from './projects/projects.contract';
import { adminScheduleContract, progressContract } from './progress/progress.contract';
import { statementsContract } from './statements/statements.contract';
import { adminUnitsContract } from './units/units-admin.contract';
import { unitsContract } from './units/units.contract';
import { adminTranslationsContract, translationContract } from './translation/translation.contract';
import { usersContract } from './users/users.contract';

const c = initContract();

/** The whole API: one router per resource, combined here and nowhere else. */
export const contract = c.router({
  health: healthContract,
  users: usersContract,
  account: accountContract,
  auth: authContract,
  projects: projectsContract,
  units: unitsContract,
  projectUpdates: projectUpdatesContract,
  notifications: notificationsContract,
  developers: developersContract,
  calculator: calculatorContract,
  contact: contactContract,
  currencyRates: currencyRatesContract,
  adminProjects: adminProjectsContract,
  adminUnits: adminUnitsContract,
  adminDevelopers: adminDevelopersContract,
  adminSummary: adminSummaryContract,
  adminCurrencyRates: adminCurrencyRatesContract,
  auditLog: auditLogContract,
  kyc: kycContract,
  projectInterests: projectInterestsContract,
  adminProjectInterests: adminProjectInterestsContract,
  investments: investmentsContract,
  adminInvestments: adminInvestmentsContract,
  translation: translationContract,
  adminTranslations: adminTranslationsContract,
  chatbot: chatbotContract,
  dashboard: dashboardContract,
  goals: goalsContract,
  statements: statementsContract,
  paymentInstructions: paymentInstructionsContract,
  adminPaymentInstructions: adminPaymentInstructionsContract,
  payments: paymentsContract,
  escrow: escrowContract,
  adminEscrow: adminEscrowContract,
  adminPayoutAccounts: adminPayoutAccountsContract,
  dataRights: dataRightsContract,
  progress: progressContract,
  adminSchedule: adminScheduleContract,
  pictures: picturesContract,
  adminPictures: adminPicturesContract,
  inspector: inspectorContract,
  adminInspectors: adminInspectorsContract,
  adminFailedJobs: adminFailedJobsContract,
  adminLedger: adminLedgerContract,
  adminPayments: adminPaymentsContract,
});

export type TContract = typeof contract;
