import type { TPaymentChannel } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /api/investments/:id/payments: a payment through the provider, in cedis at the day's
 * rate. Nothing on screen changes until the provider reports it, so nothing is read again here.
 */
export function useStartPayment(investmentId: number) {
  const api = useApi();
  return useMutation({
    mutationFn: async (channel: TPaymentChannel) =>
      unwrap(
        await api.payments.startPayment({
          params: { id: String(investmentId) },
          body: { channel },
        }),
        201,
      ),
  });
}
