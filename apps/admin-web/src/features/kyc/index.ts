/** The kyc feature's public surface: its panel tab. */
export { KycTab } from './KycTab';
