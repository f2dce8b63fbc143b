import type { AppRoute } from '@ts-rest/core';
import type { TContract } from './contract';

/**
 * Who may call a route (docs/authorization.md). A refused visitor gets 401; anyone else who is
 * refused gets 403, or 404 where the resource is someone else's and its existence is not theirs
 * to know.
 */
export type TAccessLevel =
  /** Anyone, a visitor included. */
  | 'public'
  /** Any live session; the route acts on the caller's own account. */
  | 'signed-in'
  /** Signed in and not an inspector: the caller acts for themself (userId is their own). */
  | 'investor'
  /** As investor, past the KYC gate: a verified identity, which the admin does not need. */
  | 'kyc-verified'
  /** The resource the path names is the caller's own; nobody else, the admin included. */
  | 'owner'
  /** As owner, and the admin may read it too. */
  | 'owner-or-admin'
  /** The admin only. */
  | 'admin'
  /** Any inspector. */
  | 'inspector'
  /** An inspector assigned to the project the path names (or the update's project). */
  | 'assigned-inspector';

type RouteNamesOf<R> = {
  [K in keyof R]: R[K] extends AppRoute ? K : RouteNamesOf<R[K]>;
}[keyof R];

/** Every route name of the contract (route names are unique across its routers). */
export type TRouteName = Extract<RouteNamesOf<TContract>, string>;

/**
 * The authorization matrix: for every route of the contract, who may call it. A route missing
 * here is a type error, and apps/api/test/authorization-matrix.test.ts calls every route as each
 * kind of caller against this table.
 */
export const ROUTE_ACCESS: Record<TRouteName, TAccessLevel> = {
  // Health probes: load balancers and monitors have no session.
  health: 'public',
  live: 'public',
  ready: 'public',

  // Accounts
  signUp: 'public',
  getMyPreferences: 'signed-in',
  updateMyPreferences: 'signed-in',
  updateProfile: 'signed-in',
  startEmailChange: 'signed-in',
  confirmEmailChange: 'signed-in',
  changePassword: 'signed-in',
  listSessions: 'signed-in',
  revokeSession: 'owner',
  signIn: 'public',
  // The second factor's sign-in carries its own challenge instead of a session.
  secondFactorSignIn: 'public',
  secondFactorStatus: 'signed-in',
  // Enrolment takes an enrolment challenge or a session; without either, 401.
  startSecondFactorEnrolment: 'signed-in',
  confirmSecondFactorEnrolment: 'signed-in',
  disableSecondFactor: 'signed-in',
  unlockSecondFactor: 'public',
  currentUser: 'signed-in',
  verifyEmail: 'signed-in',
  resendEmailVerification: 'signed-in',
  logout: 'signed-in',
  forgotPassword: 'public',
  resetPassword: 'public',
  getMyNotificationPreferences: 'signed-in',
  updateMyNotificationPreferences: 'signed-in',
  exportMyData: 'signed-in',
  deleteMyAccount: 'signed-in',

  // The public catalogue
  listProjects: 'public',
  getProject: 'public',
  listFeaturedProjects: 'public',
  listProjectLocations: 'public',
  listProjectUnits: 'public',
  getUnitStatistics: 'public',
  listProjectUpdates: 'public',
  getProjectSchedule: 'public',
  getProjectEscrow: 'public',
  getPictureVariant: 'public',
  listDevelopers: 'public',
  getDeveloper: 'public',
  calculateInvestment: 'public',
  sendContactMessage: 'public',
  listCurrencyRates: 'public',
  translate: 'public',
  translateBatch: 'public',
  sendChatbotMessage: 'public',

  // An investor's own records
  listNotifications: 'owner-or-admin',
  getUnreadCount: 'owner-or-admin',
  markNotificationRead: 'owner',
  submitKyc: 'investor',
  getKyc: 'owner-or-admin',
  getKycDocument: 'owner-or-admin',
  createProjectInterest: 'investor',
  createInvestment: 'kyc-verified',
  getDashboardSummary: 'signed-in',
  listDashboardInvestments: 'signed-in',
  getDashboardActivity: 'signed-in',
  getDashboardCharts: 'signed-in',
  listGoals: 'signed-in',
  createGoal: 'signed-in',
  updateGoal: 'owner',
  completeGoal: 'owner',
  deleteGoal: 'owner',
  listSaleStatements: 'signed-in',
  getSaleStatementPdf: 'owner',
  getYearlyStatementPdf: 'signed-in',
  exportInvestmentsCsv: 'signed-in',
  getPaymentInstructions: 'signed-in',
  startPayment: 'owner',
  listInvestmentPayments: 'owner',
  listInvestorPayments: 'signed-in',
  getPaymentReceiptPdf: 'owner',

  // The admin: everything under /api/secure-admin, the unit writes and posting updates
  postProjectUpdate: 'admin',
  postProjectUpdateWithEvidence: 'admin',
  postPlatformUpdate: 'admin',
  listAdminProjects: 'admin',
  getAdminProject: 'admin',
  createProject: 'admin',
  updateProject: 'admin',
  deleteProject: 'admin',
  publishProject: 'admin',
  unpublishProject: 'admin',
  listAdminProjectUnits: 'admin',
  createUnit: 'admin',
  updateUnit: 'admin',
  deleteUnit: 'admin',
  updateUnitPaymentStatus: 'admin',
  markUnitSold: 'admin',
  listAdminDevelopers: 'admin',
  createDeveloper: 'admin',
  updateDeveloper: 'admin',
  deleteDeveloper: 'admin',
  listDeveloperLicences: 'admin',
  setDeveloperLicence: 'admin',
  removeDeveloperLicence: 'admin',
  getAdminSummary: 'admin',
  listAdminCurrencyRates: 'admin',
  updateCurrencyRates: 'admin',
  listAuditLog: 'admin',
  listPendingKyc: 'admin',
  approveKyc: 'admin',
  rejectKyc: 'admin',
  listProjectInterests: 'admin',
  approveProjectInterest: 'admin',
  rejectProjectInterest: 'admin',
  listInvestments: 'admin',
  confirmPayment: 'admin',
  cancelInvestment: 'admin',
  listReviewedTranslations: 'admin',
  saveReviewedTranslation: 'admin',
  deleteReviewedTranslation: 'admin',
  getPendingPaymentInstructionsProposal: 'admin',
  proposePaymentInstructions: 'admin',
  approvePaymentInstructionsProposal: 'admin',
  rejectPaymentInstructionsProposal: 'admin',
  getAdminSchedule: 'admin',
  createMilestone: 'admin',
  updateMilestone: 'admin',
  deleteMilestone: 'admin',
  listProjectPictures: 'admin',
  uploadProjectPicture: 'admin',
  updateProjectPicture: 'admin',
  deleteProjectPicture: 'admin',
  listInspectors: 'admin',
  inviteInspector: 'admin',
  setInspectorProjects: 'admin',
  listFailedJobs: 'admin',
  retryFailedJob: 'admin',
  listLedgerAccounts: 'admin',
  exportLedgerEntriesCsv: 'admin',
  listAdminPayments: 'admin',
  exportPaymentsCsv: 'admin',
  refundPayment: 'admin',
  getAdminProjectEscrow: 'admin',
  putReleasePlan: 'admin',
  listPayoutBanks: 'admin',
  getPayoutAccount: 'admin',
  putPayoutAccount: 'admin',
  requestEscrowRelease: 'admin',
  approveEscrowRelease: 'admin',
  rejectEscrowRelease: 'admin',

  // Independent inspectors
  listAssignedProjects: 'inspector',
  listAssignedProjectUpdates: 'assigned-inspector',
  reviewProjectUpdate: 'assigned-inspector',
};
