import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** A card grid of three columns: four rows a page. */
export const PROJECTS_PAGE_SIZE = 12;

export interface AdminProjectsPageRequest {
  page: number;
  q: string;
}

/** GET /api/secure-admin/projects?page=&pageSize=&q=: one page of the newest first. */
export function adminProjectsQueryOptions(api: ApiClient, { page, q }: AdminProjectsPageRequest) {
  return queryOptions({
    queryKey: queryKeys.projects.list({ page, q }),
    queryFn: async () =>
      unwrap(
        await api.adminProjects.listAdminProjects({
          query: { page, pageSize: PROJECTS_PAGE_SIZE, ...(q ? { q } : {}) },
        }),
        200,
      ),
    // The page shown stays while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useAdminProjects(request: AdminProjectsPageRequest) {
  const api = useApi();
  return useQuery(adminProjectsQueryOptions(api, request));
}
