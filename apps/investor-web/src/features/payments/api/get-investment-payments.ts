import { unwrap } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** How often the payment the investor came back from is asked about while still pending. */
export const PENDING_PAYMENT_POLL_MS = 5000;

/**
 * GET /api/investments/:id/payments (newest first), read when the investor comes back from the
 * provider's checkout with `returnedReference`, and again while that payment is pending: a
 * failure or an abandon sends no notification, so nothing else would show it.
 */
export function useInvestmentPayments(investmentId: number, returnedReference: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.investmentPayments.ofInvestment(investmentId),
    queryFn: async () =>
      unwrap(
        await api.payments.listInvestmentPayments({ params: { id: String(investmentId) } }),
        200,
      ),
    enabled: returnedReference !== null,
    refetchInterval: (query) =>
      query.state.data?.some(
        (payment) => payment.reference === returnedReference && payment.status === 'pending',
      )
        ? PENDING_PAYMENT_POLL_MS
        : false,
  });
}
