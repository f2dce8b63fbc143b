import {
  MOBILE_MONEY_NETWORK_LABELS,
  MOBILE_MONEY_NETWORKS,
  type TPaymentInstructionsProposal,
} from '@coinvest/contract';
import { formatDate, useCurrentUser } from '@coinvest/ui';
import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useApproveProposal,
  useConfirmsWithCode,
  useRejectProposal,
} from './api/payment-instructions';
import { ConfirmationInput } from './ConfirmationInput';

const BANK_FIELDS = ['bankName', 'branch', 'accountName', 'accountNumber', 'swiftCode'] as const;

type Instructions = TPaymentInstructionsProposal['proposed'];

/** Every detail of a set as [label, value] rows, so the live and proposed sets line up. */
function useRows() {
  const { t } = useTranslation();
  return (set: Instructions | null) => {
    const rows: [string, string][] = BANK_FIELDS.map((field) => [
      t(`paymentInstructions.fields.${field}`),
      set?.bankAccount[field] ?? '',
    ]);
    for (const network of MOBILE_MONEY_NETWORKS) {
      const label = MOBILE_MONEY_NETWORK_LABELS[network];
      const merchant = set?.mobileMoney.find((row) => row.network === network);
      rows.push([
        label,
        merchant
          ? `${merchant.merchantName}, ${merchant.merchantNumber}`
          : t('paymentInstructions.notOffered'),
      ]);
    }
    return rows;
  };
}

/**
 * The change waiting for a second admin: who proposed it and when, the live and proposed
 * details side by side, and approve (with the admin's own code) or reject.
 */
export function PendingProposal({ proposal }: { proposal: TPaymentInstructionsProposal }) {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const withCode = useConfirmsWithCode();
  const approve = useApproveProposal();
  const reject = useRejectProposal();
  const [confirmation, setConfirmation] = useState('');
  const rowsOf = useRows();
  const current = rowsOf(proposal.current);
  const proposed = rowsOf(proposal.proposed);
  const own = user?.id === proposal.proposedBy.id;

  return (
    <Alert color="yellow" variant="light" radius="lg">
      <Stack gap="sm" component="section" aria-labelledby="pending-proposal-title">
        <Title order={3} size="h4" id="pending-proposal-title">
          {t('paymentInstructions.pendingTitle')}
        </Title>
        <Text size="sm">
          {t('paymentInstructions.pendingBy', {
            username: proposal.proposedBy.username ?? `#${proposal.proposedBy.id}`,
            date: formatDate(proposal.proposedAt, i18n.language),
          })}
        </Text>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('paymentInstructions.column.field')}</Table.Th>
              <Table.Th scope="col">{t('paymentInstructions.column.current')}</Table.Th>
              <Table.Th scope="col">{t('paymentInstructions.column.proposed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {proposed.map(([label, value], index) => {
              const now = current[index]?.[1] ?? '';
              return (
                <Table.Tr key={label}>
                  <Table.Th scope="row">{label}</Table.Th>
                  <Table.Td>{now}</Table.Td>
                  <Table.Td fw={now === value ? undefined : 700}>{value}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {own ? (
          <>
            <Text size="sm">{t('paymentInstructions.pendingOwn')}</Text>
            <Group justify="flex-end">
              <Button
                variant="default"
                loading={reject.isPending}
                onClick={() => reject.mutate(proposal.id)}
              >
                {t('paymentInstructions.withdraw')}
              </Button>
            </Group>
          </>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              approve.mutate(
                {
                  proposalId: proposal.id,
                  confirmation: withCode
                    ? { code: confirmation.trim() }
                    : { currentPassword: confirmation },
                },
                { onSettled: () => setConfirmation('') },
              );
            }}
          >
            <Group justify="flex-end" align="flex-end">
              <ConfirmationInput
                withCode={withCode}
                value={confirmation}
                onChange={setConfirmation}
              />
              <Button
                type="submit"
                loading={approve.isPending}
                disabled={withCode === undefined || reject.isPending}
              >
                {t('paymentInstructions.approve')}
              </Button>
              <Button
                variant="default"
                loading={reject.isPending}
                disabled={approve.isPending}
                onClick={() => reject.mutate(proposal.id)}
              >
                {t('paymentInstructions.reject')}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Alert>
  );
}
