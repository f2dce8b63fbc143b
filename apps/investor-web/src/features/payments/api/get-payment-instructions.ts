import type { TPaymentInstructions } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/payment-instructions: the escrow account and merchants (null until the admin sets them). */
export function usePaymentInstructions() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.paymentInstructions.all,
    queryFn: async (): Promise<TPaymentInstructions | null> =>
      unwrap(await api.paymentInstructions.getPaymentInstructions(), 200),
  });
}
