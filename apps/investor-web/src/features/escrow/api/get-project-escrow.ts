import type { TProjectEscrow } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/projects/{id}/escrow: what the escrow holds, the release plan and each release. The
 * project page and the dashboard's investment cards read the same query.
 */
export function useProjectEscrow(projectId: number) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.projects.escrow(projectId),
    queryFn: async (): Promise<TProjectEscrow> =>
      unwrap(await api.escrow.getProjectEscrow({ params: { id: String(projectId) } }), 200),
  });
}
