import { unwrap } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/secure-admin/summary: the four cards above the tabs. */
export function useAdminSummary() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.summary,
    queryFn: async () => unwrap(await api.adminSummary.getAdminSummary(), 200),
  });
}
