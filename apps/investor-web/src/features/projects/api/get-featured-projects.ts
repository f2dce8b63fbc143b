import type { TProject } from '@coinvest/contract';
import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** The home page features the first three projects of the list. */
export const FEATURED_PROJECTS_COUNT = 3;

export function featuredProjectsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.projects.featured(FEATURED_PROJECTS_COUNT),
    queryFn: async (): Promise<TProject[]> =>
      unwrap(await api.projects.listProjects({ query: { limit: FEATURED_PROJECTS_COUNT } }), 200),
  });
}

export function useFeaturedProjects() {
  const api = useApi();
  return useQuery(featuredProjectsQueryOptions(api));
}
