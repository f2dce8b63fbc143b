import type { TPaymentStatus } from '@coinvest/contract';
import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export const PROVIDER_PAYMENTS_PAGE_SIZE = 20;

/**
 * GET /api/secure-admin/payments?status=&cursor=: the provider's payments, exceptions first,
 * then newest first, a page at a time.
 */
export function providerPaymentsQueryOptions(
  api: ApiClient,
  status: TPaymentStatus | undefined,
  cursor: string | undefined,
) {
  return queryOptions({
    queryKey: queryKeys.providerPayments.list(status, cursor),
    queryFn: async () =>
      unwrap(
        await api.adminPayments.listAdminPayments({
          query: {
            pageSize: PROVIDER_PAYMENTS_PAGE_SIZE,
            ...(status ? { status } : {}),
            ...(cursor ? { cursor } : {}),
          },
        }),
        200,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useProviderPayments(
  status: TPaymentStatus | undefined,
  cursor: string | undefined,
) {
  const api = useApi();
  return useQuery(providerPaymentsQueryOptions(api, status, cursor));
}
