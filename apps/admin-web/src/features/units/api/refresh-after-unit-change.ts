import { useQueryClient } from '@tanstack/react-query';
import { projectUnitsQueryKey } from './get-project-units';

/**
 * After a unit changes: the project's unit pages and statistics, the admin's project list and
 * detail (unit counts, totals) and the summary cards are read again.
 */
export function useRefreshAfterUnitChange() {
  const queryClient = useQueryClient();
  return (projectId: number) => {
    void queryClient.invalidateQueries({ queryKey: projectUnitsQueryKey(projectId) });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'projects'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'summary'] });
  };
}
