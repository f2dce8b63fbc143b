import type { TNotificationPage } from '@coinvest/contract';
import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** How many the panel lists: the newest page. */
export const PANEL_PAGE_SIZE = 50;

/** GET /api/notifications/{userId}: the newest first. */
export function notificationsQueryOptions(api: ApiClient, userId: number) {
  return queryOptions({
    queryKey: queryKeys.notifications.list(userId),
    queryFn: async (): Promise<TNotificationPage> =>
      unwrap(
        await api.notifications.listNotifications({
          params: { userId: String(userId) },
          query: { page: 1, pageSize: PANEL_PAGE_SIZE },
        }),
        200,
      ),
  });
}

export function useNotifications(userId: number) {
  const api = useApi();
  return useQuery(notificationsQueryOptions(api, userId));
}
