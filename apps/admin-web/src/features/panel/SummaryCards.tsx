import { formatMoney } from '@coinvest/ui';
import { Loader, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAdminSummary } from './api/get-admin-summary';

/**
 * The summary cards; Pending KYC shows the real count (rather than a fixed 0:
 * docs/adr/0051-admin-catalogue-writes.md), and Not Reporting the projects whose developer missed
 * the promised update interval.
 */
export function SummaryCards() {
  const { t, i18n } = useTranslation();
  const summary = useAdminSummary();
  const data = summary.data;
  const cards = [
    { key: 'activeProjects', value: data ? String(data.activeProjects) : undefined },
    { key: 'pendingInterests', value: data ? String(data.pendingInterests) : undefined },
    {
      key: 'totalInvestment',
      value: data ? formatMoney(data.totalInvestment, 'USD', i18n.language) : undefined,
    },
    { key: 'pendingKyc', value: data ? String(data.pendingKyc) : undefined },
    {
      key: 'notReportingProjects',
      value: data ? String(data.notReportingProjects) : undefined,
    },
  ] as const;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} mb="lg">
      {cards.map((card) => (
        <Paper
          key={card.key}
          withBorder
          p="md"
          radius="md"
          role="group"
          aria-label={t(`panel.summary.${card.key}.label`)}
        >
          <Text size="sm" c="dimmed">
            {t(`panel.summary.${card.key}.label`)}
          </Text>
          {card.value === undefined ? (
            summary.isError ? (
              <Text c="red">{t('panel.summary.unavailable')}</Text>
            ) : (
              <Loader size="sm" aria-label={t('panel.summary.loading')} />
            )
          ) : (
            <Text fw={700} size="xl">
              {card.value}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t(`panel.summary.${card.key}.hint`)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
