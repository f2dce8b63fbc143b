import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

type InvestmentStatusFilter = 'pending_payment' | 'confirmed';

export const INVESTMENTS_PAGE_SIZE = 20;

/** GET /api/secure-admin/investments?status=&page=: one list per status, a page at a time. */
export function investmentsQueryOptions(
  api: ApiClient,
  status: InvestmentStatusFilter,
  page: number,
) {
  return queryOptions({
    queryKey: queryKeys.investments.list(status, page),
    queryFn: async () =>
      unwrap(
        await api.adminInvestments.listInvestments({
          query: { status, page, pageSize: INVESTMENTS_PAGE_SIZE },
        }),
        200,
      ),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useInvestments(status: InvestmentStatusFilter, page: number) {
  const api = useApi();
  return useQuery(investmentsQueryOptions(api, status, page));
}
