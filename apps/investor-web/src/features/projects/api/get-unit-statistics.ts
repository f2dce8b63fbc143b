import type { TUnitStatistics } from '@coinvest/contract';
import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/projects/{id}/unit-statistics: units per status and the range of minimums. */
export function unitStatisticsQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: queryKeys.projects.unitStatistics(id),
    queryFn: async (): Promise<TUnitStatistics> =>
      unwrap(await api.units.getUnitStatistics({ params: { id: String(id) } }), 200),
  });
}

export function useUnitStatistics(id: number) {
  const api = useApi();
  return useQuery(unitStatisticsQueryOptions(api, id));
}
