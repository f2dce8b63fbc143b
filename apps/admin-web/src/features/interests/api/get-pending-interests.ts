import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const interestsQueryKey = ['admin', 'project-interests'] as const;

/** GET /api/secure-admin/project-interests: the pending ones, oldest first. */
export function pendingInterestsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: interestsQueryKey,
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
