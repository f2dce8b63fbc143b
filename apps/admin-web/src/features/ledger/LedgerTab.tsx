import { LEDGER_CURRENCIES, type TLedgerAccount, type TLedgerAccounts } from '@coinvest/contract';
import { formatDate, formatMoney } from '@coinvest/ui';
import { Alert, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLedgerAccounts } from './api/get-ledger-accounts';
import { LoadFailed } from '../../components/LoadFailed';

/**
 * The ledger's accounts, one table per currency (balances never net across currencies), each
 * balance signed as the books keep it (debits positive, credits negative), with the daily
 * reconciliation's last result above them.
 */
export function LedgerTab() {
  const { t } = useTranslation();
  const ledger = useLedgerAccounts();
  return (
    <Stack component="section" gap="md" aria-labelledby="ledger-title">
      <div>
        <Title order={2} size="h3" id="ledger-title">
          {t('ledger.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('ledger.intro')}
        </Text>
      </div>
      {ledger.isPending ? (
        <Loader aria-label={t('ledger.title')} />
      ) : ledger.isError ? (
        <LoadFailed title={t('ledger.loadFailed')} onRetry={() => ledger.refetch()} />
      ) : (
        <>
          <LastCheck check={ledger.data.lastCheck} />
          {ledger.data.items.length === 0 ? (
            <Paper withBorder radius="lg" p="lg">
              <Text c="dimmed" ta="center">
                {t('ledger.empty')}
              </Text>
            </Paper>
          ) : (
            LEDGER_CURRENCIES.map((currency) => {
              const accounts = ledger.data.items.filter((account) => account.currency === currency);
              return accounts.length === 0 ? null : (
                <CurrencyAccounts key={currency} currency={currency} accounts={accounts} />
              );
            })
          )}
        </>
      )}
    </Stack>
  );
}

function LastCheck({ check }: { check: TLedgerAccounts['lastCheck'] }) {
  const { t, i18n } = useTranslation();
  if (!check) return <Alert color="gray">{t('ledger.neverChecked')}</Alert>;
  const checkedAt = formatDate(check.checkedAt, i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Alert
      color={check.differences === 0 ? 'teal' : 'red'}
      title={t('ledger.lastCheck', { checkedAt })}
    >
      {check.differences === 0
        ? t('ledger.noDifferences')
        : t('ledger.differences', { count: check.differences })}
    </Alert>
  );
}

function CurrencyAccounts({
  currency,
  accounts,
}: {
  currency: string;
  accounts: TLedgerAccount[];
}) {
  const { t, i18n } = useTranslation();
  const headingId = `ledger-${currency}`;
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {t('ledger.currencyAccounts', { currency })}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('ledger.columns.account')}</Table.Th>
              <Table.Th>{t('ledger.columns.kind')}</Table.Th>
              <Table.Th ta="right">{t('ledger.columns.balance')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accounts.map((account) => (
              <Table.Tr key={account.id}>
                <Table.Td>{account.name}</Table.Td>
                <Table.Td>{t(`ledger.kinds.${account.kind}`)}</Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(account.balance, account.currency, i18n.language)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
