import type { TDeveloper } from '@coinvest/contract';
import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The resource is the path, as the spec's default read takes it; the list has no params. */
export const developersQueryKey = ['/api/developers'] as const;

/** GET /api/developers: the public list. No retry, as the spec says (the client's default). */
export function developersQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: developersQueryKey,
    queryFn: async (): Promise<TDeveloper[]> => unwrap(await api.developers.listDevelopers(), 200),
  });
}

export function useDevelopers() {
  return useQuery(developersQueryOptions(useApi()));
}
