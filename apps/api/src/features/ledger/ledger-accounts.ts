import { LEDGER_CURRENCIES } from '@coinvest/contract';
import type { LedgerCurrency, NewLedgerAccount } from '@coinvest/db';

/** Whether the ledger keeps accounts in `currency` (what a provider reports is any code). */
export function isLedgerCurrency(currency: string): currency is LedgerCurrency {
  return (LEDGER_CURRENCIES as readonly string[]).includes(currency);
}

/**
 * The ledger's accounts by stable key, one per currency each: money in two currencies never
 * shares an account, so it never nets (docs/architecture.md, How money moves).
 */
export const ledgerAccount = {
  /** Money held for one investor and not (yet) committed to a project. */
  investorFunds: (userId: number, currency: LedgerCurrency): NewLedgerAccount => ({
    key: `investor:${userId}:funds:${currency}`,
    kind: 'investor_funds',
    currency,
    userId,
  }),
  /** Investors' money paid for a project's units, held until it is released or refunded. */
  projectEscrow: (projectId: number, currency: LedgerCurrency): NewLedgerAccount => ({
    key: `project:${projectId}:escrow:${currency}`,
    kind: 'project_escrow',
    currency,
    projectId,
  }),
  /** What the provider has taken for us and not yet settled to the bank. */
  providerClearing: (currency: LedgerCurrency): NewLedgerAccount => ({
    key: `provider_clearing:${currency}`,
    kind: 'provider_clearing',
    currency,
  }),
  /** Money on (or leaving) the segregated client bank account. */
  bankClearing: (currency: LedgerCurrency): NewLedgerAccount => ({
    key: `bank_clearing:${currency}`,
    kind: 'bank_clearing',
    currency,
  }),
  /** Refunds approved and owed back to investors, until they are paid out. */
  refundsPayable: (currency: LedgerCurrency): NewLedgerAccount => ({
    key: `refunds_payable:${currency}`,
    kind: 'refunds_payable',
    currency,
  }),
  /** The platform's own fees. */
  platformFees: (currency: LedgerCurrency): NewLedgerAccount => ({
    key: `platform_fees:${currency}`,
    kind: 'platform_fees',
    currency,
  }),
  /** Escrow released to a project's developer and not yet paid out to them. */
  developerPayable: (projectId: number, currency: LedgerCurrency): NewLedgerAccount => ({
    key: `developer_payable:${projectId}:${currency}`,
    kind: 'developer_payable',
    currency,
    projectId,
  }),
};
