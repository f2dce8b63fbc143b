import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/secure-admin/kyc-pending: pending and under_review, oldest first. */
export function pendingKycQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.kyc.pending,
    queryFn: async () => unwrap(await api.kyc.listPendingKyc(), 200),
  });
}

export function usePendingKyc() {
  const api = useApi();
  return useQuery(pendingKycQueryOptions(api));
}
