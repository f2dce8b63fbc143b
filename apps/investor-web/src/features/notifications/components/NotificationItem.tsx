import type { TNotification } from '@coinvest/contract';
import { formatRelativeTime } from '@coinvest/ui';
import { Anchor, Badge, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notificationLink } from '../lib/notification-link';
import classes from './NotificationPanel.module.css';
import { NOTIFICATION_LOOK } from './notification-look';

interface NotificationItemProps {
  notification: TNotification;
  /** Shown in full (the whole message and the link to what it is about). */
  expanded: boolean;
  onOpen: (notification: TNotification) => void;
  /** Following the link closes the panel. */
  onFollowLink: () => void;
}

/**
 * Icon by type, title, two lines of message, how long ago, type badge, unread dot. The item is a
 * button that opens the notification in full: the whole message and a link to its project, the
 * dashboard or identity verification.
 */
export function NotificationItem({
  notification,
  expanded,
  onOpen,
  onFollowLink,
}: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const look = NOTIFICATION_LOOK[notification.type];
  const Icon = look.icon;
  const unread = !notification.isRead;
  const detailsId = useId();
  const link = expanded ? notificationLink(notification) : null;

  return (
    <div className={classes.item} data-unread={unread || undefined}>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <ThemeIcon color={look.color} variant="light" radius="xl" size="lg">
          <Icon size={18} aria-hidden />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            {/* Only the title is the button's text, so its name says what it shows; the rest of
                the item is clickable through the button's stretched ::after. */}
            <UnstyledButton
              className={classes.toggle}
              onClick={() => onOpen(notification)}
              aria-expanded={expanded}
              aria-controls={detailsId}
              aria-label={
                unread
                  ? t('notifications.unreadItemLabel', { title: notification.title })
                  : undefined
              }
            >
              <Text component="span" display="block" fw={600} size="sm" truncate={!expanded}>
                {notification.title}
              </Text>
            </UnstyledButton>
            {unread && <span className={classes.dot} aria-hidden />}
          </Group>
          <Text size="sm" c="dimmed" lineClamp={expanded ? undefined : 2} id={detailsId}>
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
      {link && (
        <Anchor
          component={Link}
          to={link.to}
          size="sm"
          onClick={onFollowLink}
          ml={44}
          className={classes.link}
        >
          {t(`notificationCenter.links.${link.label}`)}
        </Anchor>
      )}
    </div>
  );
}
