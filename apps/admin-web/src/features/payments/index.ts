/** The payments feature's public surface: its panel tab. */
export { PaymentsTab } from './PaymentsTab';
