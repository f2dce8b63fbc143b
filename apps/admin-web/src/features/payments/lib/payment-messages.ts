import { INVESTMENT_MESSAGES as M, REFUND_MESSAGES } from '@coinvest/contract';
import { contractMessageTranslator } from '@coinvest/ui';

/** The contract's reasons for refusing a confirmation or a cancellation (payments.messages.*). */
export const PAYMENT_DECISION_MESSAGES = {
  notFound: M.notFound,
  notPending: M.notPending,
  unitNotInProject: M.unitNotInProject,
  unitNotOpen: M.unitNotOpen,
  paymentReferenceTaken: M.paymentReferenceTaken,
} as const;

/** A payment decision's refusal in the reader's language. */
export const translatePaymentMessage = contractMessageTranslator(
  PAYMENT_DECISION_MESSAGES,
  'payments.messages',
);

/** A refusal of a refund in the reader's language (payments.provider.refundMessages.*). */
export const translateRefundMessage = contractMessageTranslator(
  REFUND_MESSAGES,
  'payments.provider.refundMessages',
);
