import type { PaidService } from '@coinvest/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../lib/executor';
import { addWithinBudget, markExhausted } from './spending.repository';

const UNITS: Record<PaidService, string> = {
  translation: 'characters',
  chatbot_llm: 'calls',
};

/**
 * Takes amount out of the paid service's budget for the current UTC day, counted in the
 * database so every API instance shares it. False: the budget cannot cover it, and the caller
 * answers without the service; the first refusal of the day logs one warning for all instances.
 */
export async function spendFromDailyBudget(
  { db, log }: { db: Executor; log: Pick<FastifyBaseLogger, 'warn'> },
  service: PaidService,
  amount: number,
  budget: number,
  now: Date = new Date(),
): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  if (await addWithinBudget(db, service, day, amount, budget)) return true;
  if (await markExhausted(db, service, day, now)) {
    log.warn(
      { service, day, budget, unit: UNITS[service] },
      'Daily budget of a paid service spent; answering without it until the next UTC day',
    );
  }
  return false;
}
