import type { TProject } from '@coinvest/contract';
import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The home page features the first three projects of the list. */
export const FEATURED_PROJECTS_COUNT = 3;

export const featuredProjectsQueryKey = [
  '/api/projects',
  'list',
  { limit: FEATURED_PROJECTS_COUNT },
] as const;

export function featuredProjectsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: featuredProjectsQueryKey,
    queryFn: async (): Promise<TProject[]> =>
      unwrap(await api.projects.listProjects({ query: { limit: FEATURED_PROJECTS_COUNT } }), 200),
  });
}

export function useFeaturedProjects() {
  const api = useApi();
  return useQuery(featuredProjectsQueryOptions(api));
}
