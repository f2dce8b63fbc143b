import { unwrap } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

// One query per section of GET /api/dashboard/*, so each section shows as soon as it arrives
// and fails on its own.

export function useDashboardSummary() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.dashboard.summary,
    queryFn: async () => unwrap(await api.dashboard.getDashboardSummary(), 200),
  });
}

/** The portfolio a page at a time, newest first; each page's nextCursor asks for the next. */
export function useDashboardInvestments() {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: queryKeys.dashboard.investments,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await api.dashboard.listDashboardInvestments({
          query: pageParam ? { cursor: pageParam } : {},
        }),
        200,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useDashboardActivity() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.dashboard.activity,
    queryFn: async () => unwrap(await api.dashboard.getDashboardActivity(), 200),
  });
}

export function useDashboardCharts() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.dashboard.charts,
    queryFn: async () => unwrap(await api.dashboard.getDashboardCharts(), 200),
  });
}
