import type { TSaleStatement } from '@coinvest/contract';
import { formatDate, notify, useApi } from '@coinvest/ui';
import { Button, Card, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../lib/currency';
import { statementDownloads } from './statements-api';

function useDownload() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const run = (name: string, download: () => Promise<void>) => {
    setBusy(name);
    download()
      .catch(() =>
        notify({
          variant: 'error',
          title: t('statements.title'),
          message: t('statements.downloadFailed'),
        }),
      )
      .finally(() => setBusy(null));
  };
  return { busy, run };
}

function SaleStatementCard({ statement }: { statement: TSaleStatement }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const formatMoney = useFormatMoney();
  const { busy, run } = useDownload();
  const money = (amount: string) => formatMoney(amount, 'USD');
  const loss = statement.profitGenerated.startsWith('-');
  const rows: [string, string][] = [
    [t('statements.sale.soldPrice'), money(statement.soldPrice)],
    [t('statements.sale.unitPrice'), money(statement.unitPrice)],
    ...statement.saleCosts.map((cost): [string, string] => [cost.label, money(cost.amount)]),
    loss
      ? [t('statements.sale.loss'), money(statement.profitGenerated.slice(1))]
      : [t('statements.sale.profitGenerated'), money(statement.profitGenerated)],
    [t('statements.sale.yourInvestment'), money(statement.amount)],
    [t('statements.sale.yourPart'), t('statements.percent', { value: statement.sharePercentage })],
    [t('statements.sale.profitShare'), money(statement.profitShare)],
    [t('statements.sale.developerPart'), money(statement.developerPart)],
    [t('statements.sale.totalReturn'), money(statement.totalReturn)],
  ];
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Text fw={600}>
          {t('statements.sale.heading', {
            project: statement.project.title,
            unit: statement.unit.unitNumber,
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('statements.sale.soldOn', { date: formatDate(statement.soldAt, i18n.language) })}
        </Text>
        <Table>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Td>{label}</Table.Td>
                <Table.Td ta="end">{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          {t(loss ? 'statements.sale.lossExplained' : 'statements.sale.howComputed')}
        </Text>
        <Button
          size="xs"
          variant="light"
          style={{ alignSelf: 'flex-start' }}
          loading={busy !== null}
          onClick={() => run('sale', () => statementDownloads.sale(api, statement.investmentId))}
        >
          {t('statements.sale.downloadPdf')}
        </Button>
      </Stack>
    </Card>
  );
}

/** Sale statements, the yearly statement and the CSV export of every investment. */
export function StatementsSection({ statements }: { statements: TSaleStatement[] }) {
  const { t } = useTranslation();
  const api = useApi();
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 5 }, (_, index) => String(thisYear - index));
  const [year, setYear] = useState(String(thisYear));
  const { busy, run } = useDownload();

  return (
    <Stack gap="md" component="section" aria-labelledby="statements-title">
      <Title order={2} id="statements-title">
        {t('statements.title')}
      </Title>
      <Group align="flex-end">
        <NativeSelect
          label={t('statements.year')}
          data={years}
          value={year}
          onChange={(event) => setYear(event.currentTarget.value)}
        />
        <Button
          variant="light"
          loading={busy === 'yearly'}
          onClick={() => run('yearly', () => statementDownloads.yearly(api, Number(year)))}
        >
          {t('statements.downloadYearly')}
        </Button>
        <Button
          variant="light"
          loading={busy === 'csv'}
          onClick={() => run('csv', () => statementDownloads.csv(api))}
        >
          {t('statements.downloadCsv')}
        </Button>
      </Group>
      <Title order={3}>{t('statements.sale.title')}</Title>
      {statements.length === 0 && <Text c="dimmed">{t('statements.sale.empty')}</Text>}
      {statements.map((statement) => (
        <SaleStatementCard key={statement.investmentId} statement={statement} />
      ))}
    </Stack>
  );
}
