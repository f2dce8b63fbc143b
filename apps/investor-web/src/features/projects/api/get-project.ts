import type { TProjectDetail } from '@coinvest/contract';
import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** A project stays fresh 30 s, and a failed load is tried twice more... */
const PROJECT_STALE_MS = 30_000;
const PROJECT_RETRIES = 2;

/** ...unless the project does not exist: asking again will not make it appear. */
export function shouldRetryProject(failureCount: number, error: Error): boolean {
  return failureCount < PROJECT_RETRIES && !/404|not found/i.test(error.message);
}

/** GET /api/projects/{id}. */
export function projectQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: queryKeys.projects.detail(id),
    queryFn: async (): Promise<TProjectDetail> =>
      unwrap(await api.projects.getProject({ params: { id: String(id) } }), 200),
    staleTime: PROJECT_STALE_MS,
    retry: shouldRetryProject,
  });
}

export function useProject(id: number) {
  const api = useApi();
  return useQuery(projectQueryOptions(api, id));
}
