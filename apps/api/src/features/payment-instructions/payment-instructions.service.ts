import {
  MOBILE_MONEY_NETWORKS,
  type TMobileMoneyNetwork,
  type TPaymentInstructions,
} from '@coinvest/contract';
import type { Executor } from '../../lib/executor';
import {
  findPaymentInstructions,
  type StoredPaymentInstructions,
} from './payment-instructions.repository';

export function toPaymentInstructions({
  bankAccount,
  mobileMoney,
}: StoredPaymentInstructions): TPaymentInstructions {
  const order = (network: string) => MOBILE_MONEY_NETWORKS.indexOf(network as TMobileMoneyNetwork);
  return {
    bankAccount: {
      bankName: bankAccount.bankName,
      branch: bankAccount.branch,
      accountName: bankAccount.accountName,
      accountNumber: bankAccount.accountNumber,
      swiftCode: bankAccount.swiftCode,
    },
    mobileMoney: [...mobileMoney]
      .sort((a, b) => order(a.network) - order(b.network))
      .map((merchant) => ({
        network: merchant.network as TMobileMoneyNetwork,
        merchantName: merchant.merchantName,
        merchantNumber: merchant.merchantNumber,
      })),
    updatedAt: bankAccount.updatedAt.toISOString(),
  };
}

/** What investors are told to pay into; null until the admin has saved instructions. */
export async function paymentInstructions(db: Executor): Promise<TPaymentInstructions | null> {
  const stored = await findPaymentInstructions(db);
  return stored ? toPaymentInstructions(stored) : null;
}
