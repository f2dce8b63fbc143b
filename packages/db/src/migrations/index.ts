import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './20261122T0300Z-accounts';
import * as projectsInvestingAdmin from './20261122T0330Z-projects-investing-admin';
import * as usernameCaseInsensitive from './20261122T0400Z-username-case-insensitive';
import * as projectListing from './20261122T0450Z-project-listing';
import * as auditAppendOnly from './20261124T0810Z-audit-append-only';
import * as secondFactor from './20261124T0820Z-second-factor';
import * as rateLimits from './20261124T0830Z-rate-limits';
import * as userLanguage from './20261124T0840Z-user-language';
import * as reviewedTranslations from './20261124T1120Z-reviewed-translations';
import * as paymentInstructions from './20261124T1130Z-payment-instructions';
import * as paymentInstructionProposals from './20261128T1020Z-payment-instruction-proposals';
import * as accountSettings from './20261124T1140Z-account-settings';
import * as notificationTextsAndPreferences from './20261124T1150Z-notification-texts-and-preferences';
import * as financialGoalTracking from './20261124T1210Z-financial-goal-tracking';
import * as deferrablePreferredCurrency from './20261124T1250Z-deferrable-preferred-currency';
import * as verifiedProgress from './20261124T1400Z-verified-progress';
import * as keysetIndexes from './20261125T0900Z-keyset-indexes';
import * as reservationOutbox from './20261125T0930Z-reservation-outbox';
import * as portfolioKeysetIndex from './20261126T0900Z-portfolio-keyset-index';
import * as reserveInvestment from './20261127T0900Z-reserve-investment';
import * as reserveInvestmentKeyOnce from './20261127T1200Z-reserve-investment-key-once';
import * as emailVerification from './20261128T1000Z-email-verification';
import * as secondFactorLockout from './20261128T1010Z-second-factor-lockout';
import * as signInDevicesAndResetRequests from './20261128T1015Z-sign-in-devices-and-reset-requests';
import * as retentionAndSpending from './20261128T1030Z-retention-and-spending';
import * as reserveInvestmentRefusalCode from './20261128T2100Z-reserve-investment-refusal-code';
import * as unitSaleCosts from './20261128T2110Z-unit-sale-costs';
import * as projectPublishing from './20261128T2120Z-project-publishing';
import * as ledger from './20261129T0100Z-ledger';
import * as payments from './20261129T0110Z-payments';
import * as projectUpdateAuthor from './20261129T0120Z-project-update-author';
import * as refunds from './20261129T0130Z-refunds';
import * as escrowReleases from './20261129T0140Z-escrow-releases';

/** Every migration, in order. Listed by hand: bundlers and file scanning do not mix. */
const migrations: Record<string, Migration> = {
  '20261122T0300Z-accounts': accounts,
  '20261122T0330Z-projects-investing-admin': projectsInvestingAdmin,
  '20261122T0400Z-username-case-insensitive': usernameCaseInsensitive,
  '20261122T0450Z-project-listing': projectListing,
  '20261124T0810Z-audit-append-only': auditAppendOnly,
  '20261124T0820Z-second-factor': secondFactor,
  '20261124T0830Z-rate-limits': rateLimits,
  '20261124T0840Z-user-language': userLanguage,
  '20261124T1120Z-reviewed-translations': reviewedTranslations,
  '20261124T1130Z-payment-instructions': paymentInstructions,
  '20261124T1140Z-account-settings': accountSettings,
  '20261124T1150Z-notification-texts-and-preferences': notificationTextsAndPreferences,
  '20261124T1210Z-financial-goal-tracking': financialGoalTracking,
  '20261124T1250Z-deferrable-preferred-currency': deferrablePreferredCurrency,
  '20261124T1400Z-verified-progress': verifiedProgress,
  '20261125T0900Z-keyset-indexes': keysetIndexes,
  '20261125T0930Z-reservation-outbox': reservationOutbox,
  '20261126T0900Z-portfolio-keyset-index': portfolioKeysetIndex,
  '20261127T0900Z-reserve-investment': reserveInvestment,
  '20261127T1200Z-reserve-investment-key-once': reserveInvestmentKeyOnce,
  '20261128T1000Z-email-verification': emailVerification,
  '20261128T1010Z-second-factor-lockout': secondFactorLockout,
  '20261128T1015Z-sign-in-devices-and-reset-requests': signInDevicesAndResetRequests,
  '20261128T1020Z-payment-instruction-proposals': paymentInstructionProposals,
  '20261128T1030Z-retention-and-spending': retentionAndSpending,
  '20261128T2100Z-reserve-investment-refusal-code': reserveInvestmentRefusalCode,
  '20261128T2110Z-unit-sale-costs': unitSaleCosts,
  '20261128T2120Z-project-publishing': projectPublishing,
  '20261129T0100Z-ledger': ledger,
  '20261129T0110Z-payments': payments,
  '20261129T0120Z-project-update-author': projectUpdateAuthor,
  '20261129T0130Z-refunds': refunds,
  '20261129T0140Z-escrow-releases': escrowReleases,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
