import type { TNotification } from '@coinvest/contract';
import { CloseButton, Group, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationItem } from './NotificationItem';
import classes from './NotificationPanel.module.css';

interface NotificationPanelProps {
  userId: number;
  onClose: () => void;
}

/** 'Notifications', a close button and the scrollable list, newest first; one opens in full. */
export function NotificationPanel({ userId, onClose }: NotificationPanelProps) {
  const { t } = useTranslation();
  const notifications = useNotifications(userId);
  const markRead = useMarkNotificationRead(userId);
  const [openId, setOpenId] = useState<number | null>(null);

  // Only an unread item calls the server; a second click folds the item again.
  const open = (notification: TNotification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    setOpenId((current) => (current === notification.id ? null : notification.id));
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4" id="notifications-title">
          {t('notifications.title')}
        </Title>
        <CloseButton onClick={onClose} aria-label={t('notifications.close')} />
      </Group>
      <ScrollArea.Autosize className={classes.list} type="auto">
        {notifications.isPending ? (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label={t('notifications.loading')} />
          </Group>
        ) : notifications.isError ? (
          <Text c="red" size="sm" p="md" role="alert">
            {t('notifications.loadError')}
          </Text>
        ) : notifications.data.items.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" p="lg">
            {t('notifications.empty')}
          </Text>
        ) : (
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {notifications.data.items.map((notification) => (
              <li key={notification.id}>
                <NotificationItem
                  notification={notification}
                  expanded={openId === notification.id}
                  onOpen={open}
                  onFollowLink={onClose}
                />
              </li>
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
