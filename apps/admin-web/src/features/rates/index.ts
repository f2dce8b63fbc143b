/** The rates feature's public surface: its panel tab. */
export { RatesTab } from './RatesTab';
