import { ZPaymentMethodSchema } from '@coinvest/contract';

/** How an investor paid: the two channels the payment instructions name. */
export const PAYMENT_METHODS = ZPaymentMethodSchema.options;

/** One investment as the admin's list answers it. */
export type { TAdminInvestment as AdminInvestment } from '@coinvest/contract';
