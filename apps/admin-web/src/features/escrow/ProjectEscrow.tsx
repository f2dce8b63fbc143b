import type { TAdminProjectEscrow } from '@coinvest/contract';
import { formatMoney } from '@coinvest/ui';
import { Fieldset, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/LoadFailed';
import { useAdminProjectEscrow } from './api/project-escrow';
import { EscrowReleases } from './EscrowReleases';
import { ReleasePlan, type PlanMilestone } from './ReleasePlan';
import { RequestReleaseForm } from './RequestReleaseForm';

/**
 * The 'Escrow' section of a project's edit view: what the escrow received, released and holds
 * per currency, the release plan, every release with approve or reject, and a request form.
 * `milestones` is the project's schedule (undefined while it loads): the plan has a row for each.
 */
export function ProjectEscrow({
  projectId,
  milestones,
}: {
  projectId: number;
  milestones: readonly PlanMilestone[] | undefined;
}) {
  const { t } = useTranslation();
  const escrow = useAdminProjectEscrow(projectId);
  return (
    <Fieldset legend={t('escrow.title')}>
      {escrow.isPending ? (
        <Loader aria-label={t('escrow.loading')} />
      ) : escrow.isError ? (
        <LoadFailed title={t('escrow.loadFailed')} onRetry={() => escrow.refetch()} />
      ) : (
        <Stack gap="lg">
          <Balances escrow={escrow.data} />
          <Payee escrow={escrow.data} />
          <ReleasePlan projectId={projectId} escrow={escrow.data} milestones={milestones} />
          <EscrowReleases projectId={projectId} releases={escrow.data.releases} />
          <RequestReleaseForm projectId={projectId} tranches={escrow.data.tranches} />
        </Stack>
      )}
    </Fieldset>
  );
}

function Balances({ escrow }: { escrow: TAdminProjectEscrow }) {
  const { t, i18n } = useTranslation();
  if (escrow.balances.length === 0) return <Text c="dimmed">{t('escrow.balances.empty')}</Text>;
  const money = (amount: string, currency: string) => formatMoney(amount, currency, i18n.language);
  return (
    <Table aria-label={t('escrow.balances.label')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('escrow.balances.currency')}</Table.Th>
          <Table.Th scope="col">{t('escrow.balances.received')}</Table.Th>
          <Table.Th scope="col">{t('escrow.balances.released')}</Table.Th>
          <Table.Th scope="col">{t('escrow.balances.held')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {escrow.balances.map((balance) => (
          <Table.Tr key={balance.currency}>
            <Table.Th scope="row">{balance.currency}</Table.Th>
            <Table.Td>{money(balance.received, balance.currency)}</Table.Td>
            <Table.Td>{money(balance.released, balance.currency)}</Table.Td>
            <Table.Td fw={600}>{money(balance.held, balance.currency)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Where a release would be paid, or why none can be yet. */
function Payee({ escrow }: { escrow: TAdminProjectEscrow }) {
  const { t } = useTranslation();
  if (escrow.developerId === null) return <Text size="sm">{t('escrow.payee.noDeveloper')}</Text>;
  if (escrow.payoutAccount === null) {
    return (
      <Text size="sm" c="orange.8">
        {t('escrow.payee.none')}
      </Text>
    );
  }
  return (
    <Text size="sm">
      {t('escrow.payee.account', {
        name: escrow.payoutAccount.accountName,
        number: escrow.payoutAccount.accountNumber,
      })}
    </Text>
  );
}
