import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The list could not be loaded: say so plainly and offer another try. */
export function ProjectsLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="md" py={64}>
      <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
        <IconAlertTriangle size={30} />
      </ThemeIcon>
      <Title order={2}>{t('projects.list.failedTitle')}</Title>
      <Text c="dimmed" maw={480}>
        {t('projects.list.failedMessage')}
      </Text>
      <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
        {t('projects.list.tryAgain')}
      </Button>
    </Stack>
  );
}
