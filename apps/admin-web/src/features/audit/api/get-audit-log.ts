import type { TAuditLogQuery } from '@coinvest/contract';
import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/secure-admin/audit-log: one page of the trail, newest first, maybe one entity type. */
export function auditLogQueryOptions(api: ApiClient, query: TAuditLogQuery) {
  return queryOptions({
    queryKey: queryKeys.audit.list(query),
    queryFn: async () => unwrap(await api.auditLog.listAuditLog({ query }), 200),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(query: TAuditLogQuery) {
  const api = useApi();
  return useQuery(auditLogQueryOptions(api, query));
}
