import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses } from '../common/error.schemas';
import { ZCurrencyRateSchema } from './currency-rates.schemas';

const c = initContract();

export const currencyRatesContract = c.router(
  {
    listCurrencyRates: {
      method: 'GET',
      path: '/api/currency-rates',
      responses: { 200: z.array(ZCurrencyRateSchema) },
      summary: "The currency picker's currencies in its order (the first is the default).",
    },
  },
  { commonResponses: commonErrorResponses },
);
