import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/secure-admin/project-interests: the pending ones, oldest first. */
export function pendingInterestsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.interests.pending,
    queryFn: async () =>
      unwrap(
        await api.adminProjectInterests.listProjectInterests({ query: { status: 'pending' } }),
        200,
      ),
  });
}

export function usePendingInterests() {
  const api = useApi();
  return useQuery(pendingInterestsQueryOptions(api));
}
