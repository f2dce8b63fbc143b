import { contract } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { s } from '../../lib/ts-rest';
import { currencyRates } from './currency-rates.service';

export function currencyRatesRouter(app: FastifyInstance) {
  return s.router(contract.currencyRates, {
    listCurrencyRates: async () => ({ status: 200, body: await currencyRates(app) }),
  });
}
