import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/secure-admin/failed-jobs: one page of the jobs that failed for good, newest first. */
export function failedJobsQueryOptions(
  api: ApiClient,
  query: { cursor: string | undefined; pageSize: number },
) {
  return queryOptions({
    queryKey: queryKeys.failedJobs.list(query.cursor),
    queryFn: async () =>
      unwrap(
        await api.adminFailedJobs.listFailedJobs({
          query: { pageSize: query.pageSize, ...(query.cursor ? { cursor: query.cursor } : {}) },
        }),
        200,
      ),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useFailedJobs(query: { cursor: string | undefined; pageSize: number }) {
  const api = useApi();
  return useQuery(failedJobsQueryOptions(api, query));
}
