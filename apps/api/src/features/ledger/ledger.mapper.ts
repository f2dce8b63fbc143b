import type { TLedgerAccount, TLedgerCheck } from '@coinvest/contract';
import { Decimal } from '@coinvest/contract/decimal';
import type { LedgerCheckRow } from '@coinvest/db';
import type { AccountBalanceRow } from './ledger.repository';

/** Both ledger currencies have a hundred minor units (cents, pesewas) to the major one. */
const MINOR_PER_MAJOR = 100;

/** Minor units as a signed decimal string in major units, exactly: -1250n is '-12.50'. */
export function minorToAmount(minor: bigint): string {
  return new Decimal(minor.toString()).dividedBy(MINOR_PER_MAJOR).toFixed(2);
}

export function toLedgerAccount(row: AccountBalanceRow): TLedgerAccount {
  return {
    id: row.id,
    name: row.key,
    kind: row.kind,
    currency: row.currency,
    projectId: row.projectId,
    userId: row.userId,
    balance: minorToAmount(row.balanceMinor),
  };
}

export function toLedgerCheck(row: LedgerCheckRow): TLedgerCheck {
  return { checkedAt: row.checkedAt.toISOString(), differences: row.differences };
}
