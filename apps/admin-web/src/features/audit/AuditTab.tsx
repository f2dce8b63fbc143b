import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder until this section's issue lands. */
export function AuditTab() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl">
      <Text c="dimmed">{t('panel.placeholders.audit')}</Text>
    </Paper>
  );
}
