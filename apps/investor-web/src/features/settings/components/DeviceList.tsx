import type { TAccountSession } from '@coinvest/contract';
import { formatDate, useSignOut } from '@coinvest/ui';
import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccountSessions, useRevokeSession } from '../api/account';

/** The devices signed in to the account, each with 'Sign out'; this one signs out as the menu does. */
export function DeviceList() {
  const { t, i18n } = useTranslation();
  const sessions = useAccountSessions();
  const revoke = useRevokeSession();
  const signOut = useSignOut();

  const deviceName = (session: TAccountSession) =>
    t('account.security.device', {
      browser: session.browser ?? t('account.security.unknownBrowser'),
      os: session.os ?? t('account.security.unknownOs'),
    });

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('account.security.devicesTitle')}
      </Title>
      {sessions.isPending && <Loader size="sm" />}
      {sessions.isError && (
        <Alert color="red" role="alert">
          {t('account.loadFailed')}
        </Alert>
      )}
      {sessions.data && (
        <Table verticalSpacing="sm" aria-label={t('account.security.devicesTitle')}>
          <Table.Tbody>
            {sessions.data.map((session) => (
              <Table.Tr key={session.id}>
                <Table.Td>
                  <Group gap="xs">
                    <Text fw={600} size="sm">
                      {deviceName(session)}
                    </Text>
                    {session.current && (
                      <Badge variant="light" color="teal">
                        {t('account.security.thisDevice')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {session.maskedIp
                      ? t('account.security.address', { address: session.maskedIp })
                      : t('account.security.unknownAddress')}
                    {' · '}
                    {t('account.security.lastActive', {
                      date: formatDate(session.lastActiveAt, i18n.language, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      }),
                    })}
                  </Text>
                </Table.Td>
                <Table.Td ta="end">
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`${t('account.security.signOut')}: ${deviceName(session)}`}
                    loading={revoke.isPending && revoke.variables === session.id}
                    onClick={() => (session.current ? void signOut() : revoke.mutate(session.id))}
                  >
                    {t('account.security.signOut')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
