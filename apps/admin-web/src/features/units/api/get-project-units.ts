import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** A project of 5,000 units is read a page at a time. */
export const UNITS_PAGE_SIZE = 12;

export interface UnitPageRequest {
  projectId: number;
  /** The page before's nextCursor; undefined for the first page. */
  cursor: string | undefined;
  q: string;
}

/** GET /api/secure-admin/projects/{id}/units?cursor=&pageSize=&q=: by unit number. */
export function projectUnitsQueryOptions(
  api: ApiClient,
  { projectId, cursor, q }: UnitPageRequest,
) {
  return queryOptions({
    queryKey: queryKeys.units.list(projectId, { cursor, q }),
    queryFn: async () =>
      unwrap(
        await api.adminUnits.listAdminProjectUnits({
          params: { id: String(projectId) },
          query: { pageSize: UNITS_PAGE_SIZE, ...(cursor ? { cursor } : {}), ...(q ? { q } : {}) },
        }),
        200,
      ),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useProjectUnits(request: UnitPageRequest) {
  const api = useApi();
  return useQuery(projectUnitsQueryOptions(api, request));
}
