import type { TCurrencyRate } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { toCurrencyRate } from './currency-rate.mapper';
import { listCurrencyRates } from './currency-rates.repository';

export async function currencyRates({ db }: Pick<FastifyInstance, 'db'>): Promise<TCurrencyRate[]> {
  const rows = await listCurrencyRates(db);
  return rows.map(toCurrencyRate);
}
