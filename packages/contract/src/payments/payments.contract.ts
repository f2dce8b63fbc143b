import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses, ZErrorSchema } from '../common/error.schemas';
import { ZInvestmentIdParamsSchema } from '../investments/investments.schemas';
import {
  ZInvestmentPaymentSchema,
  ZStartedPaymentSchema,
  ZStartPaymentBodySchema,
} from './payments.schemas';

const c = initContract();

export const paymentsContract = c.router(
  {
    startPayment: {
      method: 'POST',
      path: '/api/investments/:id/payments',
      pathParams: ZInvestmentIdParamsSchema,
      body: ZStartPaymentBodySchema,
      responses: { 201: ZStartedPaymentSchema, 503: ZErrorSchema },
      summary:
        "Investor: starts paying their own investment awaiting payment through the provider, in cedis at the day's rate; answers the provider's checkout address. The investment is confirmed once the provider reports the payment.",
    },
    listInvestmentPayments: {
      method: 'GET',
      path: '/api/investments/:id/payments',
      pathParams: ZInvestmentIdParamsSchema,
      responses: { 200: z.array(ZInvestmentPaymentSchema) },
      summary:
        "Investor: the payments of their own investment, newest first, e.g. to show a payment's outcome on returning from the checkout.",
    },
  },
  { commonResponses: commonErrorResponses },
);
