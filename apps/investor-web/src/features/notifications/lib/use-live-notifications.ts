import { notify, useStoredToken } from '@coinvest/ui';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { config } from '../../../config';
import { queriesChangedBy, queriesChangedWhileAway } from './live-refresh';
import { connectNotificationSocket } from './notification-socket';
import { notificationSocketUrl } from './socket-url';

/**
 * While someone is signed in: one socket, a 5 s toast per live notification, and every view
 * the event changed read again (after each reconnect, every view an event can change, for
 * anything sent while it was down).
 */
export function useLiveNotifications(userId: number) {
  const token = useStoredToken();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token) return;
    const refetch = (queryKeys: QueryKey[]) => {
      for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
    };
    return connectNotificationSocket({
      url: notificationSocketUrl(config.apiUrl, window.location.href),
      token,
      onAuthenticated: () => refetch(queriesChangedWhileAway(userId)),
      onNotification: (notification) => {
        notify({ title: notification.title, message: notification.message });
        refetch(queriesChangedBy(notification, userId));
      },
    });
  }, [token, userId, queryClient]);
}
