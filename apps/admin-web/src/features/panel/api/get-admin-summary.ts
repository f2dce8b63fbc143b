import { unwrap } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { useQuery } from '@tanstack/react-query';

/** Shared with every tab whose writes change a card (KYC decisions, interests, projects). */
export const adminSummaryQueryKey = ['admin', 'summary'] as const;

/** GET /api/secure-admin/summary: the four cards above the tabs. */
export function useAdminSummary() {
  const api = useApi();
  return useQuery({
    queryKey: adminSummaryQueryKey,
    queryFn: async () => unwrap(await api.adminSummary.getAdminSummary(), 200),
  });
}
