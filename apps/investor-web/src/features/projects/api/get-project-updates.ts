import type { TProjectUpdate } from '@coinvest/contract';
import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/projects/{id}/updates, newest first. */
export function projectUpdatesQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: queryKeys.projects.updates(id),
    queryFn: async (): Promise<TProjectUpdate[]> => {
      const updates = unwrap(
        await api.projectUpdates.listProjectUpdates({ params: { id: String(id) } }),
        200,
      );
      // Newest first whatever order the server used: the timeline reads top-down.
      return [...updates].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    },
  });
}

export function useProjectUpdates(id: number) {
  const api = useApi();
  return useQuery(projectUpdatesQueryOptions(api, id));
}
