/** The spec's keys: a read's key starts with its path, so one prefix refetches list and count. */
export const notificationsQueryKey = (userId: number) => ['/api/notifications', userId] as const;

export const notificationListQueryKey = (userId: number) =>
  [...notificationsQueryKey(userId), 'list'] as const;

export const unreadCountQueryKey = (userId: number) =>
  [...notificationsQueryKey(userId), 'unread-count'] as const;
