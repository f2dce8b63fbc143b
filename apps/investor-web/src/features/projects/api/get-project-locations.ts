import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/projects/locations: the places published projects are in, alphabetically. */
export function projectLocationsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.projects.locations,
    queryFn: async (): Promise<string[]> => unwrap(await api.projects.listProjectLocations(), 200),
  });
}

export function useProjectLocations() {
  const api = useApi();
  return useQuery(projectLocationsQueryOptions(api));
}
