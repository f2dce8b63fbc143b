import { unwrap } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/investments/:id/payments: the investment's payments, newest first. */
export function useInvestmentPayments(investmentId: number, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.investmentPayments.ofInvestment(investmentId),
    queryFn: async () =>
      unwrap(
        await api.payments.listInvestmentPayments({ params: { id: String(investmentId) } }),
        200,
      ),
    enabled,
  });
}
