import { contract } from '@coinvest/contract';
import type { RequestValidationError } from '@ts-rest/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountRouter } from './features/account/account.router';
import { auditLogRouter } from './features/audit/audit-log.router';
import { failedJobsAdminRouter } from './features/background-jobs/failed-jobs.router';
import { authRouter } from './features/auth/auth.router';
import { calculatorRouter } from './features/calculator/calculator.router';
import { chatbotRouter } from './features/chatbot/chatbot.router';
import { contactRouter } from './features/contact/contact.router';
import { currencyRatesAdminRouter } from './features/currency-rates/currency-rates-admin.router';
import { currencyRatesRouter } from './features/currency-rates/currency-rates.router';
import { dashboardRouter } from './features/dashboard/dashboard.router';
import { dataRightsRouter } from './features/data-rights/data-rights.router';
import { adminEscrowRouter, escrowRouter } from './features/escrow/escrow.router';
import { developersAdminRouter } from './features/developers/developers-admin.router';
import { developersRouter } from './features/developers/developers.router';
import { goalsRouter } from './features/goals/goals.router';
import { healthRouter } from './features/health/health.router';
import {
  investmentsAdminRouter,
  investmentsRouter,
} from './features/investments/investments.router';
import { inspectorRouter, inspectorsAdminRouter } from './features/inspection/inspection.router';
import { kycRouter } from './features/kyc/kyc.router';
import { ledgerAdminRouter } from './features/ledger/ledger.router';
import { notificationsRouter } from './features/notifications/notifications.router';
import {
  paymentInstructionsAdminRouter,
  paymentInstructionsRouter,
} from './features/payment-instructions/payment-instructions.router';
import { paymentsAdminRouter, paymentsRouter } from './features/payments/payments.router';
import {
  projectInterestsAdminRouter,
  projectInterestsRouter,
} from './features/project-interests/project-interests.router';
import { picturesAdminRouter } from './features/pictures/pictures-admin.router';
import { picturesRouter } from './features/pictures/pictures.router';
import { adminScheduleRouter, progressRouter } from './features/progress/progress.router';
import { projectUpdatesRouter } from './features/project-updates/project-updates.router';
import { projectsAdminRouter } from './features/projects/projects-admin.router';
import { projectsRouter } from './features/projects/projects.router';
import { statementsRouter } from './features/statements/statements.router';
import { summaryRouter } from './features/summary/summary.router';
import { unitsAdminRouter } from './features/units/units-admin.router';
import { payoutAccountsAdminRouter } from './features/escrow/payout-accounts.router';
import { unitsRouter } from './features/units/units.router';
import {
  adminTranslationsRouter,
  translationRouter,
} from './features/translation/translation.router';
import { usersRouter } from './features/account/users.router';
import { s } from './lib/ts-rest';
import { requestValidationIssues, validationErrorBody } from './lib/validation';

/** Every route of the contract, implemented (TypeScript refuses a missing one). */
export function registerRoutes(app: FastifyInstance) {
  const router = s.router(contract, {
    health: healthRouter(app),
    users: usersRouter(app),
    account: accountRouter(app),
    auth: authRouter(app),
    projects: projectsRouter(app),
    units: unitsRouter(app),
    projectUpdates: projectUpdatesRouter(app),
    notifications: notificationsRouter(app),
    developers: developersRouter(app),
    calculator: calculatorRouter(),
    chatbot: chatbotRouter(app),
    contact: contactRouter(app),
    currencyRates: currencyRatesRouter(app),
    adminProjects: projectsAdminRouter(app),
    adminUnits: unitsAdminRouter(app),
    adminDevelopers: developersAdminRouter(app),
    adminSummary: summaryRouter(app),
    adminCurrencyRates: currencyRatesAdminRouter(app),
    auditLog: auditLogRouter(app),
    kyc: kycRouter(app),
    projectInterests: projectInterestsRouter(app),
    adminProjectInterests: projectInterestsAdminRouter(app),
    investments: investmentsRouter(app),
    adminInvestments: investmentsAdminRouter(app),
    translation: translationRouter(app),
    adminTranslations: adminTranslationsRouter(app),
    dashboard: dashboardRouter(app),
    goals: goalsRouter(app),
    statements: statementsRouter(app),
    paymentInstructions: paymentInstructionsRouter(app),
    adminPaymentInstructions: paymentInstructionsAdminRouter(app),
    payments: paymentsRouter(app),
    dataRights: dataRightsRouter(app),
    progress: progressRouter(app),
    adminSchedule: adminScheduleRouter(app),
    pictures: picturesRouter(app),
    adminPictures: picturesAdminRouter(app),
    inspector: inspectorRouter(app),
    adminInspectors: inspectorsAdminRouter(app),
    adminFailedJobs: failedJobsAdminRouter(app),
    adminLedger: ledgerAdminRouter(app),
    adminPayments: paymentsAdminRouter(app),
    escrow: escrowRouter(app),
    adminEscrow: adminEscrowRouter(app),
    adminPayoutAccounts: payoutAccountsAdminRouter(app),
  });
  const options = {
    logInitialization: false,
    responseValidation: true,
    jsonQuery: false,
    requestValidationErrorHandler: (
      error: RequestValidationError,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => {
      const body = validationErrorBody(requestValidationIssues(error));
      request.log.info({ statusCode: 400, issues: body.issues }, 'Request refused');
      void reply.status(400).send(body);
    },
  };
  // The public project list and page are the busiest reads and their mappers build every field by
  // name (nothing unlisted can leak): production skips parsing their answers against the contract,
  // which cost about a tenth of the list's time. Tests and development keep it, so a mapper that
  // drifts from the contract fails there (docs/adr/0025-hot-reads-in-one-round-trip.md).
  const { projects, ...everyOtherRoute } = router;
  s.registerRouter(contract, everyOtherRoute as typeof router, app, options);
  // A scope of its own: each registerRouter sets ts-rest's error handler, one per scope.
  void app.register((scope, _options, done) => {
    s.registerRouter(contract.projects, projects, scope, {
      ...options,
      responseValidation: app.config.nodeEnv !== 'production',
    });
    done();
  });
}
