import type { TUser } from '@coinvest/contract';
import { useSignOut } from '@coinvest/ui';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openInvestorDashboard } from '../../lib/investor-site';

/**
 * 'Admin Panel', the welcome line, the Dashboard button (to the investor site's
 * dashboard, its own origin) and sign-out.
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
          variant="default"
          onClick={openInvestorDashboard}
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
