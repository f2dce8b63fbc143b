import type { TLedgerAccount, TLedgerCheck } from '@coinvest/contract';
import { fromMinorUnits } from '@coinvest/contract/decimal';
import type { LedgerCheckRow } from '@coinvest/db';
import type { AccountBalanceRow } from './ledger.repository';

export function toLedgerAccount(row: AccountBalanceRow): TLedgerAccount {
  return {
    id: row.id,
    name: row.key,
    kind: row.kind,
    currency: row.currency,
    projectId: row.projectId,
    userId: row.userId,
    balance: fromMinorUnits(row.balanceMinor),
  };
}

export function toLedgerCheck(row: LedgerCheckRow): TLedgerCheck {
  return { checkedAt: row.checkedAt.toISOString(), differences: row.differences };
}
