// Written by `pnpm --filter @coinvest/contract client-routes` from contract.ts: do not edit.
import type { TContract } from './contract';
import type { RouteTable } from './route-table';

/** Every route of the contract as the client calls it: method, path, body encoding. */
export const clientRoutes = {
  health: {
    health: { method: 'GET', path: '/api/health', responses: {} },
    live: { method: 'GET', path: '/api/health/live', responses: {} },
    ready: { method: 'GET', path: '/api/health/ready', responses: {} },
  },
  users: {
    signUp: { method: 'POST', path: '/api/users', responses: {} },
    getMyPreferences: { method: 'GET', path: '/api/users/me/preferences', responses: {} },
    updateMyPreferences: { method: 'PUT', path: '/api/users/me/preferences', responses: {} },
  },
  account: {
    updateProfile: { method: 'PUT', path: '/api/account/profile', responses: {} },
    startEmailChange: { method: 'POST', path: '/api/account/email-change', responses: {} },
    confirmEmailChange: {
      method: 'POST',
      path: '/api/account/email-change/confirm',
      responses: {},
    },
    changePassword: { method: 'POST', path: '/api/account/password', responses: {} },
    listSessions: { method: 'GET', path: '/api/account/sessions', responses: {} },
    revokeSession: { method: 'DELETE', path: '/api/account/sessions/:sessionId', responses: {} },
  },
  auth: {
    signIn: { method: 'POST', path: '/api/auth/signin', responses: {} },
    secondFactorSignIn: { method: 'POST', path: '/api/auth/second-factor/signin', responses: {} },
    secondFactorStatus: { method: 'GET', path: '/api/auth/second-factor', responses: {} },
    startSecondFactorEnrolment: {
      method: 'POST',
      path: '/api/auth/second-factor/enrolment',
      responses: {},
    },
    confirmSecondFactorEnrolment: {
      method: 'POST',
      path: '/api/auth/second-factor/enrolment/confirm',
      responses: {},
    },
    disableSecondFactor: { method: 'POST', path: '/api/auth/second-factor/disable', responses: {} },
    unlockSecondFactor: { method: 'POST', path: '/api/auth/second-factor/unlock', responses: {} },
    currentUser: { method: 'GET', path: '/api/auth/user', responses: {} },
    verifyEmail: { method: 'POST', path: '/api/auth/verify-email', responses: {} },
    resendEmailVerification: {
      method: 'POST',
      path: '/api/auth/verify-email/resend',
      responses: {},
    },
    logout: { method: 'POST', path: '/api/auth/logout', responses: {} },
    forgotPassword: { method: 'POST', path: '/api/auth/forgot-password', responses: {} },
    resetPassword: { method: 'POST', path: '/api/auth/reset-password', responses: {} },
  },
  projects: {
    listProjects: { method: 'GET', path: '/api/projects', responses: {} },
    listFeaturedProjects: { method: 'GET', path: '/api/projects/featured', responses: {} },
    listProjectLocations: { method: 'GET', path: '/api/projects/locations', responses: {} },
    getProject: { method: 'GET', path: '/api/projects/:id', responses: {} },
  },
  units: {
    listProjectUnits: { method: 'GET', path: '/api/projects/:id/units', responses: {} },
    getUnitStatistics: { method: 'GET', path: '/api/projects/:id/unit-statistics', responses: {} },
  },
  projectUpdates: {
    listProjectUpdates: { method: 'GET', path: '/api/projects/:id/updates', responses: {} },
    postProjectUpdate: { method: 'POST', path: '/api/projects/:id/updates', responses: {} },
    postPlatformUpdate: {
      method: 'POST',
      path: '/api/secure-admin/projects/:id/updates',
      responses: {},
    },
    postProjectUpdateWithEvidence: {
      method: 'POST',
      path: '/api/projects/:id/updates/with-evidence',
      responses: {},
      contentType: 'multipart/form-data',
    },
  },
  notifications: {
    listNotifications: { method: 'GET', path: '/api/notifications/:userId', responses: {} },
    getUnreadCount: {
      method: 'GET',
      path: '/api/notifications/:userId/unread-count',
      responses: {},
    },
    markNotificationRead: { method: 'PUT', path: '/api/notifications/:id/read', responses: {} },
    getMyNotificationPreferences: {
      method: 'GET',
      path: '/api/users/me/notification-preferences',
      responses: {},
    },
    updateMyNotificationPreferences: {
      method: 'PUT',
      path: '/api/users/me/notification-preferences',
      responses: {},
    },
  },
  developers: {
    listDevelopers: { method: 'GET', path: '/api/developers', responses: {} },
    getDeveloper: { method: 'GET', path: '/api/developers/:id', responses: {} },
  },
  calculator: {
    calculateInvestment: { method: 'POST', path: '/api/calculate-investment', responses: {} },
  },
  contact: { sendContactMessage: { method: 'POST', path: '/api/contact', responses: {} } },
  currencyRates: {
    listCurrencyRates: { method: 'GET', path: '/api/currency-rates', responses: {} },
  },
  adminProjects: {
    listAdminProjects: { method: 'GET', path: '/api/secure-admin/projects', responses: {} },
    getAdminProject: { method: 'GET', path: '/api/secure-admin/projects/:id', responses: {} },
    createProject: { method: 'POST', path: '/api/secure-admin/projects', responses: {} },
    updateProject: { method: 'PUT', path: '/api/secure-admin/projects/:id', responses: {} },
    deleteProject: { method: 'DELETE', path: '/api/secure-admin/projects/:id', responses: {} },
    publishProject: {
      method: 'POST',
      path: '/api/secure-admin/projects/:id/publish',
      responses: {},
    },
    unpublishProject: {
      method: 'POST',
      path: '/api/secure-admin/projects/:id/unpublish',
      responses: {},
    },
  },
  adminUnits: {
    listAdminProjectUnits: {
      method: 'GET',
      path: '/api/secure-admin/projects/:id/units',
      responses: {},
    },
    createUnit: { method: 'POST', path: '/api/projects/:id/units', responses: {} },
    updateUnit: { method: 'PUT', path: '/api/projects/:id/units/:unitId', responses: {} },
    deleteUnit: { method: 'DELETE', path: '/api/projects/:id/units/:unitId', responses: {} },
    updateUnitPaymentStatus: {
      method: 'PATCH',
      path: '/api/secure-admin/units/:unitId/payment-status',
      responses: {},
    },
    markUnitSold: {
      method: 'PATCH',
      path: '/api/secure-admin/units/:unitId/mark-sold',
      responses: {},
    },
  },
  adminDevelopers: {
    listAdminDevelopers: { method: 'GET', path: '/api/secure-admin/developers', responses: {} },
    createDeveloper: { method: 'POST', path: '/api/secure-admin/developers', responses: {} },
    updateDeveloper: { method: 'PATCH', path: '/api/secure-admin/developers/:id', responses: {} },
    deleteDeveloper: { method: 'DELETE', path: '/api/secure-admin/developers/:id', responses: {} },
    listDeveloperLicences: {
      method: 'GET',
      path: '/api/secure-admin/developers/:id/licences',
      responses: {},
    },
    setDeveloperLicence: {
      method: 'PUT',
      path: '/api/secure-admin/developers/:id/licences/:kind',
      responses: {},
    },
    removeDeveloperLicence: {
      method: 'DELETE',
      path: '/api/secure-admin/developers/:id/licences/:kind',
      responses: {},
    },
  },
  adminSummary: {
    getAdminSummary: { method: 'GET', path: '/api/secure-admin/summary', responses: {} },
  },
  adminCurrencyRates: {
    listAdminCurrencyRates: {
      method: 'GET',
      path: '/api/secure-admin/currency-rates',
      responses: {},
    },
    updateCurrencyRates: { method: 'PUT', path: '/api/secure-admin/currency-rates', responses: {} },
  },
  auditLog: { listAuditLog: { method: 'GET', path: '/api/secure-admin/audit-log', responses: {} } },
  kyc: {
    submitKyc: {
      method: 'POST',
      path: '/api/kyc/submit',
      responses: {},
      contentType: 'multipart/form-data',
    },
    getKyc: { method: 'GET', path: '/api/kyc/:userId', responses: {} },
    getKycDocument: { method: 'GET', path: '/api/kyc/:kycId/documents/:document', responses: {} },
    listPendingKyc: { method: 'GET', path: '/api/secure-admin/kyc-pending', responses: {} },
    approveKyc: { method: 'PATCH', path: '/api/secure-admin/kyc/:kycId/approve', responses: {} },
    rejectKyc: { method: 'PATCH', path: '/api/secure-admin/kyc/:kycId/reject', responses: {} },
  },
  projectInterests: {
    createProjectInterest: { method: 'POST', path: '/api/project-interests', responses: {} },
  },
  adminProjectInterests: {
    listProjectInterests: {
      method: 'GET',
      path: '/api/secure-admin/project-interests',
      responses: {},
    },
    approveProjectInterest: {
      method: 'POST',
      path: '/api/secure-admin/project-interests/:id/approve',
      responses: {},
    },
    rejectProjectInterest: {
      method: 'POST',
      path: '/api/secure-admin/project-interests/:id/reject',
      responses: {},
    },
  },
  investments: { createInvestment: { method: 'POST', path: '/api/investments', responses: {} } },
  adminInvestments: {
    listInvestments: { method: 'GET', path: '/api/secure-admin/investments', responses: {} },
    confirmPayment: {
      method: 'PATCH',
      path: '/api/secure-admin/investments/:id/confirm-payment',
      responses: {},
    },
    cancelInvestment: {
      method: 'PATCH',
      path: '/api/secure-admin/investments/:id/cancel',
      responses: {},
    },
  },
  translation: {
    translate: { method: 'POST', path: '/api/translate', responses: {} },
    translateBatch: { method: 'POST', path: '/api/translate/batch', responses: {} },
  },
  adminTranslations: {
    listReviewedTranslations: {
      method: 'GET',
      path: '/api/secure-admin/projects/:id/translations',
      responses: {},
    },
    saveReviewedTranslation: {
      method: 'PUT',
      path: '/api/secure-admin/projects/:id/translations/:language',
      responses: {},
    },
    deleteReviewedTranslation: {
      method: 'DELETE',
      path: '/api/secure-admin/projects/:id/translations/:language',
      responses: {},
    },
  },
  chatbot: { sendChatbotMessage: { method: 'POST', path: '/api/chatbot/message', responses: {} } },
  dashboard: {
    getDashboardSummary: { method: 'GET', path: '/api/dashboard/summary', responses: {} },
    listDashboardInvestments: { method: 'GET', path: '/api/dashboard/investments', responses: {} },
    getDashboardActivity: { method: 'GET', path: '/api/dashboard/activity', responses: {} },
    getDashboardCharts: { method: 'GET', path: '/api/dashboard/charts', responses: {} },
  },
  goals: {
    listGoals: { method: 'GET', path: '/api/goals', responses: {} },
    createGoal: { method: 'POST', path: '/api/goals', responses: {} },
    updateGoal: { method: 'PUT', path: '/api/goals/:goalId', responses: {} },
    completeGoal: { method: 'POST', path: '/api/goals/:goalId/complete', responses: {} },
    deleteGoal: { method: 'DELETE', path: '/api/goals/:goalId', responses: {} },
  },
  statements: {
    listSaleStatements: { method: 'GET', path: '/api/statements/sales', responses: {} },
    getSaleStatementPdf: {
      method: 'GET',
      path: '/api/statements/sales/:investmentId/statement.pdf',
      responses: {},
    },
    getYearlyStatementPdf: {
      method: 'GET',
      path: '/api/statements/yearly/:year/statement.pdf',
      responses: {},
    },
    exportInvestmentsCsv: { method: 'GET', path: '/api/statements/investments.csv', responses: {} },
  },
  paymentInstructions: {
    getPaymentInstructions: { method: 'GET', path: '/api/payment-instructions', responses: {} },
  },
  adminPaymentInstructions: {
    getPendingPaymentInstructionsProposal: {
      method: 'GET',
      path: '/api/secure-admin/payment-instructions/proposals/pending',
      responses: {},
    },
    proposePaymentInstructions: {
      method: 'POST',
      path: '/api/secure-admin/payment-instructions/proposals',
      responses: {},
    },
    approvePaymentInstructionsProposal: {
      method: 'POST',
      path: '/api/secure-admin/payment-instructions/proposals/:proposalId/approve',
      responses: {},
    },
    rejectPaymentInstructionsProposal: {
      method: 'POST',
      path: '/api/secure-admin/payment-instructions/proposals/:proposalId/reject',
      responses: {},
    },
  },
  payments: {
    startPayment: { method: 'POST', path: '/api/investments/:id/payments', responses: {} },
    listInvestmentPayments: { method: 'GET', path: '/api/investments/:id/payments', responses: {} },
    listInvestorPayments: { method: 'GET', path: '/api/payments', responses: {} },
    getPaymentReceiptPdf: {
      method: 'GET',
      path: '/api/payments/:reference/receipt.pdf',
      responses: {},
    },
  },
  escrow: { getProjectEscrow: { method: 'GET', path: '/api/projects/:id/escrow', responses: {} } },
  adminEscrow: {
    getAdminProjectEscrow: {
      method: 'GET',
      path: '/api/secure-admin/projects/:id/escrow',
      responses: {},
    },
    putReleasePlan: {
      method: 'PUT',
      path: '/api/secure-admin/projects/:id/release-plan',
      responses: {},
    },
    requestEscrowRelease: {
      method: 'POST',
      path: '/api/secure-admin/projects/:id/escrow-releases',
      responses: {},
    },
    approveEscrowRelease: {
      method: 'POST',
      path: '/api/secure-admin/escrow-releases/:releaseId/approve',
      responses: {},
    },
    rejectEscrowRelease: {
      method: 'POST',
      path: '/api/secure-admin/escrow-releases/:releaseId/reject',
      responses: {},
    },
  },
  adminPayoutAccounts: {
    listPayoutBanks: { method: 'GET', path: '/api/secure-admin/payout-banks', responses: {} },
    getPayoutAccount: {
      method: 'GET',
      path: '/api/secure-admin/developers/:id/payout-account',
      responses: {},
    },
    putPayoutAccount: {
      method: 'PUT',
      path: '/api/secure-admin/developers/:id/payout-account',
      responses: {},
    },
  },
  dataRights: {
    exportMyData: { method: 'GET', path: '/api/users/me/data-export', responses: {} },
    deleteMyAccount: { method: 'POST', path: '/api/users/me/deletion', responses: {} },
  },
  progress: {
    getProjectSchedule: { method: 'GET', path: '/api/projects/:id/schedule', responses: {} },
  },
  adminSchedule: {
    getAdminSchedule: {
      method: 'GET',
      path: '/api/secure-admin/projects/:id/milestones',
      responses: {},
    },
    createMilestone: {
      method: 'POST',
      path: '/api/secure-admin/projects/:id/milestones',
      responses: {},
    },
    updateMilestone: {
      method: 'PUT',
      path: '/api/secure-admin/projects/:id/milestones/:milestoneId',
      responses: {},
    },
    deleteMilestone: {
      method: 'DELETE',
      path: '/api/secure-admin/projects/:id/milestones/:milestoneId',
      responses: {},
    },
  },
  pictures: {
    getPictureVariant: { method: 'GET', path: '/api/pictures/:id/:width', responses: {} },
  },
  adminPictures: {
    listProjectPictures: {
      method: 'GET',
      path: '/api/secure-admin/projects/:projectId/pictures',
      responses: {},
    },
    uploadProjectPicture: {
      method: 'POST',
      path: '/api/secure-admin/projects/:projectId/pictures',
      responses: {},
      contentType: 'multipart/form-data',
    },
    updateProjectPicture: {
      method: 'PATCH',
      path: '/api/secure-admin/projects/:projectId/pictures/:pictureId',
      responses: {},
    },
    deleteProjectPicture: {
      method: 'DELETE',
      path: '/api/secure-admin/projects/:projectId/pictures/:pictureId',
      responses: {},
    },
  },
  inspector: {
    listAssignedProjects: { method: 'GET', path: '/api/inspector/projects', responses: {} },
    listAssignedProjectUpdates: {
      method: 'GET',
      path: '/api/inspector/projects/:id/updates',
      responses: {},
    },
    reviewProjectUpdate: {
      method: 'POST',
      path: '/api/inspector/updates/:updateId/review',
      responses: {},
      contentType: 'multipart/form-data',
    },
  },
  adminInspectors: {
    listInspectors: { method: 'GET', path: '/api/secure-admin/inspectors', responses: {} },
    inviteInspector: { method: 'POST', path: '/api/secure-admin/inspectors', responses: {} },
    setInspectorProjects: {
      method: 'PUT',
      path: '/api/secure-admin/inspectors/:id/projects',
      responses: {},
    },
  },
  adminFailedJobs: {
    listFailedJobs: { method: 'GET', path: '/api/secure-admin/failed-jobs', responses: {} },
    retryFailedJob: {
      method: 'POST',
      path: '/api/secure-admin/failed-jobs/:jobId/retry',
      responses: {},
    },
  },
  adminLedger: {
    listLedgerAccounts: { method: 'GET', path: '/api/secure-admin/ledger/accounts', responses: {} },
    exportLedgerEntriesCsv: {
      method: 'GET',
      path: '/api/secure-admin/ledger/entries.csv',
      responses: {},
    },
  },
  adminPayments: {
    listAdminPayments: { method: 'GET', path: '/api/secure-admin/payments', responses: {} },
    exportPaymentsCsv: { method: 'GET', path: '/api/secure-admin/payments.csv', responses: {} },
    refundPayment: {
      method: 'POST',
      path: '/api/secure-admin/payments/:reference/refund',
      responses: {},
    },
  },
} as const satisfies RouteTable<TContract>;
