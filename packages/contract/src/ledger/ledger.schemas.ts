import { z } from 'zod';
import { ZTimestampSchema } from '../common/money-string.schemas';

export const LEDGER_ACCOUNT_KINDS = [
  'investor_funds',
  'project_escrow',
  'provider_clearing',
  'bank_clearing',
  'refunds_payable',
  'platform_fees',
  'developer_payable',
] as const;
export type TLedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** The currencies the ledger keeps; each account holds exactly one. */
export const LEDGER_CURRENCIES = ['USD', 'GHS'] as const;
export type TLedgerCurrency = (typeof LEDGER_CURRENCIES)[number];

/** A signed amount in major units with two places: a debit positive, a credit negative. */
export const ZSignedAmountSchema = z.string().regex(/^-?\d{1,17}\.\d{2}$/);

/** One account of the ledger with its balance as its postings sum it. */
export const ZLedgerAccountSchema = z.object({
  id: z.number().int(),
  /** Its stable name: 'project:7:escrow:USD', 'provider_clearing:GHS'. */
  name: z.string(),
  kind: z.enum(LEDGER_ACCOUNT_KINDS),
  currency: z.enum(LEDGER_CURRENCIES),
  /** The project, for a project's escrow and its developer's payable. */
  projectId: z.number().int().nullable(),
  /** The investor, for an investor's funds. */
  userId: z.number().int().nullable(),
  /** Debits minus credits: the balances of one currency sum to zero. */
  balance: ZSignedAmountSchema,
});
export type TLedgerAccount = z.infer<typeof ZLedgerAccountSchema>;

/** The daily reconciliation's latest run. */
export const ZLedgerCheckSchema = z.object({
  checkedAt: ZTimestampSchema,
  /** Entries or accounts found not to add up; 0 when the books agree with their postings. */
  differences: z.number().int(),
});
export type TLedgerCheck = z.infer<typeof ZLedgerCheckSchema>;

export const ZLedgerAccountsSchema = z.object({
  items: z.array(ZLedgerAccountSchema),
  /** null until the reconciliation has run once. */
  lastCheck: ZLedgerCheckSchema.nullable(),
});
export type TLedgerAccounts = z.infer<typeof ZLedgerAccountsSchema>;
