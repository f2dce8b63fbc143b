import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses } from '../common/error.schemas';
import {
  ZAdminCurrencyRateSchema,
  ZCurrencyRatesUpdateBodySchema,
} from './currency-rates-admin.schemas';

const c = initContract();

export const adminCurrencyRatesContract = c.router(
  {
    listAdminCurrencyRates: {
      method: 'GET',
      path: '/api/secure-admin/currency-rates',
      responses: { 200: z.array(ZAdminCurrencyRateSchema) },
      summary: 'The eight rates in the picker order, with who changed each last.',
    },
    updateCurrencyRates: {
      method: 'PUT',
      path: '/api/secure-admin/currency-rates',
      body: ZCurrencyRatesUpdateBodySchema,
      responses: { 200: z.array(ZAdminCurrencyRateSchema) },
      summary:
        'Changes the rates sent (units per US dollar; USD stays 1). 400 for an unknown code. Each change is audited.',
    },
  },
  { commonResponses: commonErrorResponses },
);
