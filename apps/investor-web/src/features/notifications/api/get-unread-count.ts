import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/notifications/{userId}/unread-count. */
export function unreadCountQueryOptions(api: ApiClient, userId: number) {
  return queryOptions({
    queryKey: queryKeys.notifications.unreadCount(userId),
    queryFn: async (): Promise<number> =>
      unwrap(await api.notifications.getUnreadCount({ params: { userId: String(userId) } }), 200)
        .count,
  });
}

export function useUnreadCount(userId: number) {
  const api = useApi();
  return useQuery(unreadCountQueryOptions(api, userId));
}
