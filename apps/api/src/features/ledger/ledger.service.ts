import type { TLedgerAccounts } from '@coinvest/contract';
import type { FastifyInstance } from 'fastify';
import { toLedgerAccount, toLedgerCheck } from './ledger.mapper';
import { accountBalances, latestCheck } from './ledger.repository';

type Context = Pick<FastifyInstance, 'db'>;

/** Every account's balance from its postings, with the last reconciliation's result. */
export async function listLedgerAccounts(app: Context): Promise<TLedgerAccounts> {
  const [balances, check] = await Promise.all([accountBalances(app.db), latestCheck(app.db)]);
  return {
    items: balances.map(toLedgerAccount),
    lastCheck: check ? toLedgerCheck(check) : null,
  };
}
