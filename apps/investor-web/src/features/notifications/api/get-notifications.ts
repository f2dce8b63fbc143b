import type { TNotificationPage } from '@coinvest/contract';
import { unwrap, type ApiClient } from '@coinvest/contract/client';
import { useApi } from '@coinvest/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';

/** How many the panel lists: the newest page. */
export const PANEL_PAGE_SIZE = 50;

/** GET /api/notifications/{userId}: the newest first, in the account's saved language. */
export function notificationsQueryOptions(api: ApiClient, userId: number, language: string) {
  return queryOptions({
    queryKey: queryKeys.notifications.list(userId, language),
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
  const { i18n } = useTranslation();
  return useQuery(notificationsQueryOptions(api, userId, i18n.language));
}
