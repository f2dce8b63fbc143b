/** The payment-instructions feature's public surface: its panel tab. */
export { PaymentInstructionsTab } from './PaymentInstructionsTab';
