/**
 * The payments feature's public surface: how to pay an investment awaiting payment. The
 * investing dialog's payment step and the dashboard show this card.
 */
export {
  PaymentInstructionsCard,
  type PayableInvestment,
  type PaymentInstructionsCardProps,
} from './PaymentInstructionsCard';
