/**
 * The payments feature's public surface: how to pay an investment awaiting payment (the
 * investing dialog's payment step and the dashboard show this card), and the dashboard's list of
 * the investor's payments with their receipts.
 */
export {
  PaymentInstructionsCard,
  type PayableInvestment,
  type PaymentInstructionsCardProps,
} from './PaymentInstructionsCard';
export { PaymentsSection } from './PaymentsSection';
export { useInvestorPayments } from './api/get-investor-payments';
