import { initContract } from '@ts-rest/core';
import { commonErrorResponses } from '../common/error.schemas';
import { ZCalculateInvestmentBodySchema, ZInvestmentCalculationSchema } from './calculator.schemas';

const c = initContract();

export const calculatorContract = c.router(
  {
    calculateInvestment: {
      method: 'POST',
      path: '/api/calculate-investment',
      body: ZCalculateInvestmentBodySchema,
      responses: { 200: ZInvestmentCalculationSchema },
      summary:
        'Projected value of an amount at a simple annual return over a timeline in months, with milestones every 6 months.',
    },
  },
  { commonResponses: commonErrorResponses },
);
