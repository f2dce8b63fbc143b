/** The ledger feature's public surface: its panel tab. */
export { LedgerTab } from './LedgerTab';
