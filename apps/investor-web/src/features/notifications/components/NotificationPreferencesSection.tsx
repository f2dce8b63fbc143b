import { NOTIFICATION_KINDS, type TNotificationChannels } from '@coinvest/contract';
import { StatePanel } from '@coinvest/ui';
import { Loader, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '../api/notification-preferences';

const CHANNELS = ['inApp', 'email'] as const satisfies readonly (keyof TNotificationChannels)[];

/**
 * The settings page's notification choices: for each kind of notification, a switch for the
 * app's bell and one for e-mail. Each change is saved at once and confirmed by a toast.
 */
export function NotificationPreferencesSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={titleId}>
            {t('notificationCenter.preferences.title')}
          </Title>
          <Text c="dimmed">{t('notificationCenter.preferences.description')}</Text>
        </div>
        {preferences.isPending ? (
          <Loader size="sm" aria-label={t('notificationCenter.preferences.loading')} />
        ) : preferences.isError ? (
          <StatePanel
            variant="section"
            title={t('notificationCenter.preferences.loadFailedTitle')}
            text={t('notificationCenter.preferences.loadFailed')}
          />
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('notificationCenter.preferences.kindColumn')}</Table.Th>
                  {CHANNELS.map((channel) => (
                    <Table.Th key={channel} scope="col" ta="center">
                      {t(`notificationCenter.preferences.channels.${channel}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {NOTIFICATION_KINDS.map((kind) => {
                  const kindLabel = t(`notificationCenter.preferences.kinds.${kind}.label`);
                  const current = preferences.data[kind];
                  return (
                    <Table.Tr key={kind}>
                      <Table.Th scope="row" fw="normal">
                        <Text fw={600} size="sm">
                          {kindLabel}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t(`notificationCenter.preferences.kinds.${kind}.description`)}
                        </Text>
                      </Table.Th>
                      {CHANNELS.map((channel) => (
                        <Table.Td key={channel}>
                          <Switch
                            mx="auto"
                            w="fit-content"
                            checked={current[channel]}
                            disabled={update.isPending}
                            aria-label={t('notificationCenter.preferences.switchLabel', {
                              kind: kindLabel,
                              channel: t(`notificationCenter.preferences.channels.${channel}`),
                            })}
                            onChange={(event) =>
                              update.mutate({
                                [kind]: { ...current, [channel]: event.currentTarget.checked },
                              })
                            }
                          />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
