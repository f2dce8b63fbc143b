import type { TDashboardSummary } from '@coinvest/contract';
import { formatMoney } from '@coinvest/ui';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/currency';

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
      {note && <Text size="sm">{note}</Text>}
    </Paper>
  );
}

/** The totals in the reader's currency, then the same dollars in cedis then and now. */
export function SummaryCards({ summary }: { summary: TDashboardSummary }) {
  const { t, i18n } = useTranslation();
  const money = useFormatMoney();
  const usd = (amount: string) => money(amount, 'USD');
  // The cedi figures compare rates, so they stay in cedis whatever currency is chosen.
  const ghs = (amount: string) => formatMoney(amount, 'GHS', i18n.language);

  return (
    <Stack gap="md" component="section" aria-labelledby="dashboard-summary">
      <Title order={2} id="dashboard-summary">
        {t('dashboard.summary.heading')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <Figure
          label={t('dashboard.summary.totalInvested')}
          value={usd(summary.totalInvested)}
          note={[
            t('dashboard.summary.investments', { count: summary.investmentCount }),
            t('dashboard.summary.projects', { count: summary.projectCount }),
            t('dashboard.summary.units', { count: summary.unitCount }),
          ].join(' · ')}
        />
        <Figure
          label={t('dashboard.summary.confirmed')}
          value={usd(summary.confirmedAmount)}
          note={`${t('dashboard.summary.awaitingPayment')}: ${usd(summary.awaitingPaymentAmount)}`}
        />
        <Figure label={t('dashboard.summary.currentValue')} value={usd(summary.currentValue)} />
        <Figure label={t('dashboard.summary.realisedProfit')} value={usd(summary.realisedProfit)} />
      </SimpleGrid>
      {summary.ghs && (
        <Paper withBorder radius="md" p="md">
          <Title order={3} size="h5" mb="xs">
            {t('dashboard.summary.ghsHeading')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0}>
            {(
              [
                ['ghsAtInvestmentRates', summary.ghs.atInvestmentRates],
                ['ghsAtTodaysRate', summary.ghs.atTodaysRate],
                ['ghsDifference', summary.ghs.difference],
              ] as const
            ).map(([key, amount]) => (
              <div key={key}>
                <Text component="dt" size="sm" c="dimmed">
                  {t(`dashboard.summary.${key}`)}
                </Text>
                <Text component="dd" m={0} fw={600}>
                  {ghs(amount)}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Paper>
      )}
    </Stack>
  );
}
