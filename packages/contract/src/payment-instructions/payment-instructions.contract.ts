import { initContract } from '@ts-rest/core';
import { commonErrorResponses } from '../common/error.schemas';
import {
  ZAdminConfirmationSchema,
  ZPaymentInstructionsProposalIdParamsSchema,
  ZPaymentInstructionsProposalInputSchema,
  ZPaymentInstructionsProposalSchema,
  ZPaymentInstructionsSchema,
} from './payment-instructions.schemas';

const c = initContract();

export const paymentInstructionsContract = c.router(
  {
    getPaymentInstructions: {
      method: 'GET',
      path: '/api/payment-instructions',
      responses: { 200: ZPaymentInstructionsSchema.nullable() },
      summary:
        'Where a signed-in investor pays: the escrow bank account and the mobile-money merchants; null until the admin has set them.',
    },
  },
  { commonResponses: commonErrorResponses },
);

/**
 * A change of where every investor pays takes two admins: one proposes it, a different one
 * approves it; each confirms with their current authenticator code (or, without a second
 * factor, their current password). Only the approval changes the live instructions.
 */
export const adminPaymentInstructionsContract = c.router(
  {
    getPendingPaymentInstructionsProposal: {
      method: 'GET',
      path: '/api/secure-admin/payment-instructions/proposals/pending',
      responses: { 200: ZPaymentInstructionsProposalSchema.nullable() },
      summary:
        'The change of the payment instructions waiting for approval, next to the live ones; null when none is (admin only).',
    },
    proposePaymentInstructions: {
      method: 'POST',
      path: '/api/secure-admin/payment-instructions/proposals',
      body: ZPaymentInstructionsProposalInputSchema,
      responses: { 201: ZPaymentInstructionsProposalSchema },
      summary:
        'Proposes new payment instructions, confirmed with the admin’s code (or password without a second factor); 409 while another is pending. Audited as payment_instructions.propose.',
    },
    approvePaymentInstructionsProposal: {
      method: 'POST',
      path: '/api/secure-admin/payment-instructions/proposals/:proposalId/approve',
      pathParams: ZPaymentInstructionsProposalIdParamsSchema,
      body: ZAdminConfirmationSchema,
      responses: { 200: ZPaymentInstructionsSchema },
      summary:
        'A second admin approves the pending proposal with their own code (or password); the proposer gets 403. The live instructions change and investors with an unpaid investment are told in the app and by e-mail. Audited as payment_instructions.approve.',
    },
    rejectPaymentInstructionsProposal: {
      method: 'POST',
      path: '/api/secure-admin/payment-instructions/proposals/:proposalId/reject',
      pathParams: ZPaymentInstructionsProposalIdParamsSchema,
      body: c.noBody(),
      responses: { 200: ZPaymentInstructionsProposalSchema },
      summary:
        'Rejects (or, by its proposer, withdraws) the pending proposal; the live instructions stay. Audited as payment_instructions.reject.',
    },
  },
  { commonResponses: commonErrorResponses },
);
