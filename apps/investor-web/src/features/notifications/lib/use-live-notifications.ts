import { notify, useStoredToken } from '@coinvest/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { config } from '../../../config';
import { queryKeys } from '../../../lib/query-keys';
import { connectNotificationSocket } from './notification-socket';
import { notificationSocketUrl } from './socket-url';

/**
 * While someone is signed in: one socket, a 5 s toast per live notification, and the list and
 * count read again (also after each reconnect, for anything sent while it was down).
 */
export function useLiveNotifications(userId: number) {
  const token = useStoredToken();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token) return;
    const refetch = () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.ofUser(userId) });
    return connectNotificationSocket({
      url: notificationSocketUrl(config.apiUrl, window.location.href),
      token,
      onAuthenticated: refetch,
      onNotification: (notification) => {
        notify({ title: notification.title, message: notification.message });
        refetch();
      },
    });
  }, [token, userId, queryClient]);
}
