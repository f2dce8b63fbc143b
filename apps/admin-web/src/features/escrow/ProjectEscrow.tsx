import type { TAdminProjectEscrow } from '@coinvest/contract';
import { EscrowBalances } from '@coinvest/ui';
import { Fieldset, Loader, Stack, Text } from '@mantine/core';
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
  const { t } = useTranslation();
  if (escrow.balances.length === 0) return <Text c="dimmed">{t('escrow.balances.empty')}</Text>;
  return <EscrowBalances balances={escrow.balances} label={t('escrow.balances.label')} />;
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
