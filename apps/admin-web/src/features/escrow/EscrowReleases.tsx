import { ESCROW_MESSAGES, type TAdminEscrowRelease } from '@coinvest/contract';
import { formatDate, formatMoney, useCurrentUser } from '@coinvest/ui';
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ConfirmationInput, useConfirmsWithCode } from '../payment-instructions';
import { useApproveRelease, useRejectRelease } from './api/project-escrow';
import { translateEscrowMessage } from './lib/escrow-messages';
import { Refusal } from './Refusal';

const STATUS_COLORS: Record<TAdminEscrowRelease['status'], string> = {
  awaiting_approval: 'yellow',
  transferring: 'blue',
  paid: 'teal',
  failed: 'red',
  reversed: 'red',
  rejected: 'gray',
};

/**
 * Every release of the project, newest first, with who asked and who approved; one awaiting
 * approval can be approved (with the admin's current code) or rejected.
 */
export function EscrowReleases({
  projectId,
  releases,
}: {
  projectId: number;
  releases: TAdminEscrowRelease[];
}) {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const reject = useRejectRelease(projectId);
  const [approving, setApproving] = useState<TAdminEscrowRelease | null>(null);
  const day = (value: string | null) => (value === null ? '' : formatDate(value, i18n.language));
  const trancheOf = (release: TAdminEscrowRelease) =>
    release.milestoneName ?? t('escrow.plan.opening');

  return (
    <Stack gap="sm">
      <Title order={4}>{t('escrow.releases.title')}</Title>
      <Refusal error={reject.error} />
      {releases.length === 0 ? (
        <Text c="dimmed">{t('escrow.releases.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={1100}>
          <Table aria-label={t('escrow.releases.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('escrow.releases.milestone')}</Table.Th>
                <Table.Th scope="col">{t('escrow.releases.amount')}</Table.Th>
                <Table.Th scope="col">{t('escrow.releases.reason')}</Table.Th>
                <Table.Th scope="col">{t('escrow.releases.status')}</Table.Th>
                <Table.Th scope="col">{t('escrow.releases.requestedBy')}</Table.Th>
                <Table.Th scope="col">{t('escrow.releases.approvedBy')}</Table.Th>
                <Table.Th scope="col">{t('escrow.releases.requestedAt')}</Table.Th>
                <Table.Th scope="col">{t('escrow.releases.approvedAt')}</Table.Th>
                <Table.Th scope="col">{t('escrow.releases.paidAt')}</Table.Th>
                <Table.Th scope="col">{t('escrow.releases.failureReason')}</Table.Th>
                <Table.Th scope="col">{t('escrow.releases.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {releases.map((release) => (
                <Table.Tr key={release.id}>
                  <Table.Td>{trancheOf(release)}</Table.Td>
                  <Table.Td>
                    {formatMoney(release.amount, release.currency, i18n.language)}
                  </Table.Td>
                  <Table.Td>{release.reason}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[release.status]} variant="light" tt="none">
                      {t(`escrow.releases.statuses.${release.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {release.requestedBy.username}
                    {user?.id === release.requestedBy.id && ` (${t('escrow.releases.own')})`}
                  </Table.Td>
                  <Table.Td>{release.approvedBy?.username ?? ''}</Table.Td>
                  <Table.Td>{day(release.requestedAt)}</Table.Td>
                  <Table.Td>{day(release.approvedAt)}</Table.Td>
                  <Table.Td>{day(release.paidAt)}</Table.Td>
                  <Table.Td>{release.failureReason ?? ''}</Table.Td>
                  <Table.Td>
                    {release.status === 'awaiting_approval' && (
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" onClick={() => setApproving(release)}>
                          {t('escrow.releases.approve')}
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          loading={reject.isPending && reject.variables === release.id}
                          onClick={() => reject.mutate(release.id)}
                        >
                          {t('escrow.releases.reject')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {approving && (
        <ApproveDialog
          key={approving.id}
          projectId={projectId}
          release={approving}
          tranche={trancheOf(approving)}
          onClose={() => setApproving(null)}
        />
      )}
    </Stack>
  );
}

/** The second admin proves again it is them; the API's refusal stays in the dialog. */
function ApproveDialog({
  projectId,
  release,
  tranche,
  onClose,
}: {
  projectId: number;
  release: TAdminEscrowRelease;
  tranche: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const withCode = useConfirmsWithCode();
  const approve = useApproveRelease(projectId);
  const [confirmation, setConfirmation] = useState('');
  const [missing, setMissing] = useState(false);

  const confirm = () => {
    const proof = withCode === false ? confirmation : confirmation.trim();
    setMissing(proof === '');
    if (proof === '') return;
    approve.mutate(
      {
        releaseId: release.id,
        confirmation: withCode === false ? { currentPassword: proof } : { code: proof },
      },
      { onSuccess: onClose, onSettled: () => setConfirmation('') },
    );
  };

  return (
    <ConfirmDialog
      opened
      onClose={onClose}
      title={t('escrow.approve.title')}
      backLabel={t('escrow.approve.back')}
      confirmLabel={t('escrow.approve.confirm')}
      pending={approve.isPending}
      onConfirm={confirm}
    >
      <Text size="sm">
        {t('escrow.approve.body', {
          amount: formatMoney(release.amount, release.currency, i18n.language),
          tranche,
        })}
      </Text>
      <ConfirmationInput withCode={withCode} value={confirmation} onChange={setConfirmation} />
      {missing && (
        <Text c="red" size="sm" role="alert">
          {translateEscrowMessage(
            withCode === false
              ? ESCROW_MESSAGES.releaseConfirmationPasswordRequired
              : ESCROW_MESSAGES.releaseConfirmationCodeRequired,
            t,
          )}
        </Text>
      )}
      <Refusal error={approve.error} />
    </ConfirmDialog>
  );
}
