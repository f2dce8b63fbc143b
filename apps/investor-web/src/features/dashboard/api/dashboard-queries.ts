import { unwrap } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { useQuery } from '@tanstack/react-query';
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

export function useDashboardInvestments() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.dashboard.investments,
    queryFn: async () => unwrap(await api.dashboard.listDashboardInvestments(), 200),
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
