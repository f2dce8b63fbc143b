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
        "What an amount in a unit would be paid if the unit sold at a price after costs: its ownership of the unit's price, the unit's profit, its profit share and its total.",
    },
  },
  { commonResponses: commonErrorResponses },
);
