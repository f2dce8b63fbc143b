import type { TPublicDeveloper } from '@coinvest/contract';
import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/developers: the public list. No retry (the query client's default). */
export function developersQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.developers.all,
    queryFn: async (): Promise<TPublicDeveloper[]> =>
      unwrap(await api.developers.listDevelopers(), 200),
  });
}

export function useDevelopers() {
  return useQuery(developersQueryOptions(useApi()));
}
