import type { AppRoute } from '@ts-rest/core';
import { fullProjectInput, unitInput } from './admin-fixtures';

/** Path parameters that are not ids, with a valid value. */
export const OTHER_PARAMS: Record<string, string> = {
  document: 'selfie',
  language: 'fr',
  kind: 'greda_membership',
  // A provider payment's reference nobody has: an admin's refund of it is not found.
  reference: 'PAY-0000000000000000',
};

/** The names of a route's path parameters, in order. */
export const pathParams = (route: AppRoute) =>
  [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);

/** The records a body names: the caller acting for themself, a project and one of its units. */
export interface BodyIds {
  userId: number;
  projectId: number;
  unitId: number;
}

/**
 * A valid body for each route that takes an id (in its path or its body) and a body, so only
 * what a test changes is wrong. apps/api/test/ids.test.ts fails when such a route is missing.
 */
export const validBodies = ({ userId, projectId, unitId }: BodyIds): Record<string, unknown> => ({
  updateProject: fullProjectInput(),
  publishProject: {},
  unpublishProject: {},
  createUnit: unitInput({ unitNumber: 'ID-1' }),
  updateUnit: unitInput({ unitNumber: 'ID-2' }),
  updateUnitPaymentStatus: { status: 'fully_funded' },
  markUnitSold: { soldPrice: '200000', costs: [{ label: 'Agent', amount: '1000' }] },
  updateDeveloper: {
    name: 'Id Test Builders',
    description: 'Builds test houses.',
    email: 'id-builders@example.com',
    phone: '+233 30 000 0000',
    address: '1 Test Road',
    city: 'Accra',
    country: 'Ghana',
  },
  // An account the Paystack stand-in resolves.
  putPayoutAccount: { kind: 'bank_account', bankCode: '040100', accountNumber: '1234567890' },
  approveProjectInterest: {},
  rejectProjectInterest: {},
  confirmPayment: { paymentMethod: 'bank_transfer', paymentReference: 'BANK-REF-ID' },
  cancelInvestment: {},
  startPayment: { channel: 'mobile_money' },
  approveKyc: { reviewNotes: '' },
  rejectKyc: { rejectionReason: 'The document is blurred.' },
  postProjectUpdate: {
    title: 'Roof on',
    description: 'The roof is finished.',
    updateType: 'milestone',
    progressPercentage: 60,
  },
  postPlatformUpdate: {
    title: 'Site visit on Saturday',
    description: 'Investors may visit the site this Saturday at ten.',
  },
  markNotificationRead: {},
  updateGoal: {
    goalName: 'A flat in Accra',
    targetAmount: '50000.00',
    targetDate: '2030-01-31',
    goalType: 'property',
  },
  completeGoal: {},
  saveReviewedTranslation: { description: 'Une résidence de huit appartements.' },
  createInvestment: {
    userId,
    projectId,
    unitId,
    amount: '5000',
    satisfactionConfirmed: true,
  },
  setDeveloperLicence: { number: 'GREDA-ID-1', expiresOn: '2030-01-31' },
  createMilestone: { name: 'Roof', plannedDate: '2027-06-30', plannedPercent: 60 },
  updateMilestone: {
    name: 'Roof',
    plannedDate: '2027-07-31',
    plannedPercent: 60,
    reason: 'Rains',
  },
  updateProjectPicture: { caption: 'The site from the road' },
  setInspectorProjects: { projectIds: [projectId] },
  approvePaymentInstructionsProposal: { currentPassword: 'not-the-password' },
  putReleasePlan: { tranches: [{ milestoneId: null, sharePercent: '20' }] },
  requestEscrowRelease: { milestoneId: null, amount: '100.00', reason: 'The opening tranche' },
  approveEscrowRelease: { currentPassword: 'not-the-password' },
  rejectEscrowRelease: {},
  rejectPaymentInstructionsProposal: {},
  retryFailedJob: {},
  // Multipart routes: the id is refused before the form is read.
  postProjectUpdateWithEvidence: {},
  uploadProjectPicture: {},
  reviewProjectUpdate: {},
  createProjectInterest: {
    userId,
    projectId,
    unitId,
    interestAmount: '5000',
    contactPreference: 'email',
    contactInfo: 'investor@example.com',
  },
});
