import type { TUser } from '@coinvest/contract';
import { useSignOut } from '@coinvest/ui';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';

/**
 * 'Admin Panel', the welcome line, the Dashboard button and sign-out. The admin's dashboard is
 * this panel: Dashboard brings back its overview (the summary cards and the first section) on
 * this site, signed in. The investor site's dashboard would send the admin back here to sign
 * in again, a loop between the two sites.
 */
export function PanelHeader({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const signOut = useSignOut();

  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('panel.title')}</Title>
        <Text size="lg" c="dimmed">
          {t('panel.welcome', { username: user.username })}
        </Text>
      </Stack>
      <Group gap="sm">
        <Button
          component={Link}
          to={paths.panel}
          variant="default"
          leftSection={<IconLayoutDashboard size={18} aria-hidden />}
        >
          {t('panel.dashboard')}
        </Button>
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => void signOut()}
        >
          {t('panel.signOut')}
        </Button>
      </Group>
    </Group>
  );
}
