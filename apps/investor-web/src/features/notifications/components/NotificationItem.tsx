import type { TNotification } from '@coinvest/contract';
import { formatRelativeTime } from '@coinvest/ui';
import { Badge, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './NotificationPanel.module.css';
import { NOTIFICATION_LOOK } from './notification-look';

interface NotificationItemProps {
  notification: TNotification;
  onOpen: (notification: TNotification) => void;
}

/** Icon by type, title, two lines of message, how long ago, type badge, unread dot. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const look = NOTIFICATION_LOOK[notification.type];
  const Icon = look.icon;
  const unread = !notification.isRead;

  return (
    <UnstyledButton
      className={classes.item}
      data-unread={unread || undefined}
      onClick={() => onOpen(notification)}
      aria-label={
        unread
          ? t('notifications.unreadItemLabel', { title: notification.title })
          : notification.title
      }
    >
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <ThemeIcon color={look.color} variant="light" radius="xl" size="lg">
          <Icon size={18} aria-hidden />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={600} size="sm" truncate>
              {notification.title}
            </Text>
            {unread && <span className={classes.dot} aria-hidden />}
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {notification.message}
          </Text>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {formatRelativeTime(notification.createdAt, t, new Date(), i18n.language)}
            </Text>
            <Badge size="xs" variant="light" color={look.color}>
              {t(`notifications.types.${notification.type}`)}
            </Badge>
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
