import type { DB, LedgerCheckRow } from '@coinvest/db';
import type { Kysely } from 'kysely';
import {
  accountBalances,
  countEntries,
  insertCheck,
  mismatchedReversals,
  unbalancedEntries,
} from './ledger.repository';

/** Accounts that hold what is owed to someone: a debit balance there means money went missing. */
const CREDIT_ONLY_KINDS = new Set([
  'investor_funds',
  'project_escrow',
  'refunds_payable',
  'developer_payable',
  'platform_fees',
]);

/** One thing the reconciliation found not to add up. */
type Difference =
  | { type: 'unbalanced_entry'; entryId: string; currency: string | null; totalMinor: string }
  | { type: 'currency_not_zero'; currency: string; totalMinor: string }
  | { type: 'account_below_zero'; accountId: number; key: string; balanceMinor: string }
  | { type: 'reversal_mismatch'; entryId: string; accountId: number };

/**
 * The daily check (docs/product-rules.md, Money): recomputes every account's balance from its
 * postings and checks every entry and every reversal against the rules the database enforces,
 * on one snapshot, then records what it found. The database's triggers make a difference
 * impossible in normal running; one here means they were bypassed (a restore, a hand edit).
 */
export async function reconcileLedger(db: Kysely<DB>): Promise<LedgerCheckRow> {
  const found = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const differences: Difference[] = [];
      const balances = await accountBalances(trx);
      const totals = new Map<string, bigint>();
      for (const account of balances) {
        totals.set(account.currency, (totals.get(account.currency) ?? 0n) + account.balanceMinor);
        if (CREDIT_ONLY_KINDS.has(account.kind) && account.balanceMinor > 0n) {
          differences.push({
            type: 'account_below_zero',
            accountId: account.id,
            key: account.key,
            balanceMinor: account.balanceMinor.toString(),
          });
        }
      }
      for (const [currency, total] of totals) {
        if (total !== 0n) {
          differences.push({ type: 'currency_not_zero', currency, totalMinor: total.toString() });
        }
      }
      for (const entry of await unbalancedEntries(trx)) {
        differences.push({
          type: 'unbalanced_entry',
          entryId: entry.entryId,
          currency: entry.currency,
          totalMinor: entry.totalMinor,
        });
      }
      for (const reversal of await mismatchedReversals(trx)) {
        differences.push({ type: 'reversal_mismatch', ...reversal });
      }
      return {
        accountsChecked: balances.length,
        entriesChecked: await countEntries(trx),
        differences,
      };
    });
  return insertCheck(db, {
    accountsChecked: found.accountsChecked,
    entriesChecked: found.entriesChecked,
    differences: found.differences.length,
    details: JSON.stringify(found.differences),
  });
}
