import type { TUnit } from '@coinvest/contract';
import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/projects/{id}/units, by unit number. */
export function projectUnitsQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: queryKeys.projects.units(id),
    queryFn: async (): Promise<TUnit[]> =>
      unwrap(await api.units.listProjectUnits({ params: { id: String(id) } }), 200),
  });
}

export function useProjectUnits(id: number) {
  const api = useApi();
  return useQuery(projectUnitsQueryOptions(api, id));
}
