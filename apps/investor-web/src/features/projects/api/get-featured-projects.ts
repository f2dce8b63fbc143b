import { FEATURED_PROJECTS_COUNT, type TProject } from '@coinvest/contract';
import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** The home page's featured projects, as the API chooses them (docs/product-rules.md, Publishing). */
export function featuredProjectsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.projects.featured(FEATURED_PROJECTS_COUNT),
    queryFn: async (): Promise<TProject[]> =>
      unwrap(await api.projects.listFeaturedProjects(), 200),
  });
}

export function useFeaturedProjects() {
  const api = useApi();
  return useQuery(featuredProjectsQueryOptions(api));
}
