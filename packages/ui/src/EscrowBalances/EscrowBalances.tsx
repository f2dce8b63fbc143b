import type { TEscrowBalance } from '@coinvest/contract';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../format';

/**
 * A project's escrow per currency: what it received, what was released to the developer and
 * what it holds now, each in its own currency (cedis and dollars are never added up). The one
 * table investors and admins read the same figures in.
 */
export function EscrowBalances({
  balances,
  label,
}: {
  balances: readonly TEscrowBalance[];
  /** The table's accessible name. */
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: string, currency: string) => formatMoney(amount, currency, i18n.language);
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('ui.escrowBalances.currency')}</Table.Th>
            <Table.Th scope="col">{t('ui.escrowBalances.received')}</Table.Th>
            <Table.Th scope="col">{t('ui.escrowBalances.released')}</Table.Th>
            <Table.Th scope="col">{t('ui.escrowBalances.held')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {balances.map((balance) => (
            <Table.Tr key={balance.currency}>
              <Table.Th scope="row" translate="no">
                {balance.currency}
              </Table.Th>
              <Table.Td>{money(balance.received, balance.currency)}</Table.Td>
              <Table.Td>{money(balance.released, balance.currency)}</Table.Td>
              <Table.Td fw={600}>{money(balance.held, balance.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
