import type { TProjectSchedule } from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/projects/{id}/schedule, kept beside the project it belongs to. */
export function useProjectSchedule(projectId: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...queryKeys.projects.detail(projectId), 'schedule'],
    queryFn: async (): Promise<TProjectSchedule> =>
      unwrap(await api.progress.getProjectSchedule({ params: { id: String(projectId) } }), 200),
  });
}
