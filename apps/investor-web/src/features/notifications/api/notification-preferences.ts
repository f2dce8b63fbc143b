import type {
  TNotificationPreferences,
  TUpdateNotificationPreferencesBody,
} from '@coinvest/contract';
import { unwrap } from '@coinvest/contract/client';
import { notify, serverMessageOr, useApi } from '@coinvest/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/users/me/notification-preferences: the signed-in user's choices per kind. */
export function useNotificationPreferences() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.notifications.preferences,
    queryFn: async (): Promise<TNotificationPreferences> =>
      unwrap(await api.notifications.getMyNotificationPreferences(), 200),
  });
}

/** PUT: saves the kinds given, shows the answer and says so in a toast. */
export function useUpdateNotificationPreferences() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (body: TUpdateNotificationPreferencesBody) =>
      unwrap(await api.notifications.updateMyNotificationPreferences({ body }), 200),
    onSuccess: (preferences) => {
      queryClient.setQueryData(queryKeys.notifications.preferences, preferences);
      notify({
        variant: 'success',
        title: t('notificationCenter.preferences.savedTitle'),
        message: t('notificationCenter.preferences.saved'),
      });
    },
    onError: (error: Error) =>
      notify({
        variant: 'error',
        title: t('notificationCenter.preferences.saveFailedTitle'),
        message: serverMessageOr(error, t('notificationCenter.preferences.saveFailed'), t),
      }),
  });
}
