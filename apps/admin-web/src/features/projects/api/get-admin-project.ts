import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/secure-admin/projects/{id}: every stored field, for the edit form. */
export function adminProjectQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: queryKeys.projects.detail(id),
    queryFn: async () =>
      unwrap(await api.adminProjects.getAdminProject({ params: { id: String(id) } }), 200),
    // The form starts from what is stored now, not from a copy read minutes ago.
    staleTime: 0,
  });
}

export function useAdminProject(id: number | null) {
  const api = useApi();
  return useQuery({ ...adminProjectQueryOptions(api, id ?? 0), enabled: id !== null });
}
