/**
 * The payment-instructions feature's public surface: its panel tab, and the re-entered proof
 * (authenticator code, or password without a second factor) other four-eyes approvals ask for.
 */
export { PaymentInstructionsTab } from './PaymentInstructionsTab';
export { ConfirmationInput } from './ConfirmationInput';
export { useConfirmsWithCode } from './api/payment-instructions';
