/** The audit feature's public surface: its panel tab. */
export { AuditTab } from './AuditTab';
