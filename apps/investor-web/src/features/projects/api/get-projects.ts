import { projectListPage, type TProjectListPage, type TProjectListQuery } from '@coinvest/contract';
import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** Projects per page of /projects: four rows of three on a wide screen. */
export const PROJECTS_PAGE_SIZE = 12;

/** GET /api/projects with the set filters, a page at a time (x-next-cursor). */
export function projectListQueryOptions(api: ApiClient, query: TProjectListQuery) {
  return infiniteQueryOptions({
    queryKey: queryKeys.projects.list(query),
    queryFn: async ({ pageParam }): Promise<TProjectListPage> => {
      const response = await api.projects.listProjects({
        query: {
          ...query,
          limit: PROJECTS_PAGE_SIZE,
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      });
      return projectListPage(unwrap(response, 200), response.headers);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useProjects(query: TProjectListQuery) {
  const api = useApi();
  return useInfiniteQuery(projectListQueryOptions(api, query));
}
