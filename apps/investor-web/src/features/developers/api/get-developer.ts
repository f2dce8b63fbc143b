import type { TPublicDeveloper } from '@coinvest/contract';
import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/developers/{id}: one developer and its scorecard. */
export function developerQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: queryKeys.developers.detail(id),
    queryFn: async (): Promise<TPublicDeveloper> =>
      unwrap(await api.developers.getDeveloper({ params: { id: String(id) } }), 200),
  });
}

/** Nothing is asked while the project names no developer. */
export function useDeveloper(id: number | null | undefined) {
  const api = useApi();
  return useQuery({ ...developerQueryOptions(api, id ?? 0), enabled: typeof id === 'number' });
}
