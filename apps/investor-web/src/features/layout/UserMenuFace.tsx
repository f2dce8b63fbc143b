import type { TUser } from '@coinvest/contract';
import { Avatar, Group, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';

/**
 * What the user menu's button shows: the avatar, the username and a chevron. It is also the
 * menu's placeholder while the menu's code arrives, so the bar does not move.
 */
export function UserMenuFace({ user }: { user: TUser }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {/* No initials: text beside the username would be missing from the button's name. */}
      <Avatar color="teal" radius="xl" size={32} aria-hidden />
      <Text fw={600} size="sm" c="navy.9">
        {user.username}
      </Text>
      <IconChevronDown size={16} aria-hidden />
    </Group>
  );
}
