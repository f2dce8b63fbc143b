import { initContract } from '@ts-rest/core';
import { commonErrorResponses } from '../common/error.schemas';
import {
  ZPaymentInstructionsInputSchema,
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

export const adminPaymentInstructionsContract = c.router(
  {
    updatePaymentInstructions: {
      method: 'PUT',
      path: '/api/secure-admin/payment-instructions',
      body: ZPaymentInstructionsInputSchema,
      responses: { 200: ZPaymentInstructionsSchema },
      summary:
        'Replaces the payment instructions (admin only). Audited as payment_instructions.update.',
    },
  },
  { commonResponses: commonErrorResponses },
);
