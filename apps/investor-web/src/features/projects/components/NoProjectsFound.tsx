import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Nothing matches the filters: a way back to the whole list. */
export function NoProjectsFound({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="md" py={64}>
      <ThemeIcon size={56} radius="xl" color="gray" variant="light" aria-hidden>
        <IconSearch size={30} />
      </ThemeIcon>
      <Title order={2}>{t('projects.list.emptyTitle')}</Title>
      <Text c="dimmed" maw={480}>
        {t('projects.list.emptyMessage')}
      </Text>
      <Button
        variant="default"
        leftSection={<IconFilterOff size={16} aria-hidden />}
        onClick={onClear}
      >
        {t('projects.filters.clear')}
      </Button>
    </Stack>
  );
}
