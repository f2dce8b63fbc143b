import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectUnitsQueryKey } from './get-project-units';

/** GET /api/projects/{id}/unit-statistics: the project's units per status. */
export function unitStatisticsQueryOptions(api: ApiClient, projectId: number) {
  return queryOptions({
    queryKey: [...projectUnitsQueryKey(projectId), 'statistics'] as const,
    queryFn: async () =>
      unwrap(await api.units.getUnitStatistics({ params: { id: String(projectId) } }), 200),
  });
}

export function useUnitStatistics(projectId: number) {
  const api = useApi();
  return useQuery(unitStatisticsQueryOptions(api, projectId));
}
