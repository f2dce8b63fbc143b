import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const investmentsQueryKey = ['admin', 'investments'] as const;

type InvestmentStatusFilter = 'pending_payment' | 'confirmed';

/** GET /api/secure-admin/investments?status=...: one list per status. */
export function investmentsQueryOptions(api: ApiClient, status: InvestmentStatusFilter) {
  return queryOptions({
    queryKey: [...investmentsQueryKey, status] as const,
    queryFn: async () =>
      unwrap(await api.adminInvestments.listInvestments({ query: { status } }), 200),
  });
}

export function useInvestments(status: InvestmentStatusFilter) {
  const api = useApi();
  return useQuery(investmentsQueryOptions(api, status));
}
