import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/projects/{id}/unit-statistics: the project's units per status. */
export function unitStatisticsQueryOptions(api: ApiClient, projectId: number) {
  return queryOptions({
    queryKey: queryKeys.units.statistics(projectId),
    queryFn: async () =>
      unwrap(await api.units.getUnitStatistics({ params: { id: String(projectId) } }), 200),
  });
}

export function useUnitStatistics(projectId: number) {
  const api = useApi();
  return useQuery(unitStatisticsQueryOptions(api, projectId));
}
