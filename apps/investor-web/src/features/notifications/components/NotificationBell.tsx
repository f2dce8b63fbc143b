import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../api/get-unread-count';
import { useLiveNotifications } from '../lib/use-live-notifications';
import { NotificationPanel } from './NotificationPanel';

/** The badge's text: the count, or 99+ above 99. */
export function unreadBadgeLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The bell of a signed-in user: unread badge, the panel, and the live feed behind them. */
export function NotificationBell({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const unread = useUnreadCount(userId);
  useLiveNotifications(userId);
  const count = unread.data ?? 0;

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={360}
      shadow="md"
      withinPortal
    >
      {/* The target is the button itself: the popover's aria-expanded is not allowed on a div. */}
      <Indicator
        label={unreadBadgeLabel(count)}
        disabled={count === 0}
        size={18}
        color="red"
        offset={4}
        inline
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={() => setOpened((value) => !value)}
            aria-expanded={opened}
            aria-label={
              count > 0
                ? t('notifications.bellUnread', { count: unreadBadgeLabel(count) })
                : t('notifications.bell')
            }
          >
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p="sm" role="dialog" aria-labelledby="notifications-title">
        <NotificationPanel userId={userId} onClose={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}
