import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

type InvestmentStatusFilter = 'pending_payment' | 'confirmed';

export const INVESTMENTS_PAGE_SIZE = 20;

/**
 * GET /api/secure-admin/investments?status=&cursor=: one list per status, a page at a time
 * (`cursor` is the page before's nextCursor; undefined for the first page).
 */
export function investmentsQueryOptions(
  api: ApiClient,
  status: InvestmentStatusFilter,
  cursor: string | undefined,
) {
  return queryOptions({
    queryKey: queryKeys.investments.list(status, cursor),
    queryFn: async () =>
      unwrap(
        await api.adminInvestments.listInvestments({
          query: { status, pageSize: INVESTMENTS_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
        }),
        200,
      ),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useInvestments(status: InvestmentStatusFilter, cursor: string | undefined) {
  const api = useApi();
  return useQuery(investmentsQueryOptions(api, status, cursor));
}
