import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/secure-admin/developers: every developer, active or not, by name. */
export function adminDevelopersQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.developers.all,
    queryFn: async () => unwrap(await api.adminDevelopers.listAdminDevelopers(), 200),
  });
}

export function useAdminDevelopers() {
  const api = useApi();
  return useQuery(adminDevelopersQueryOptions(api));
}
