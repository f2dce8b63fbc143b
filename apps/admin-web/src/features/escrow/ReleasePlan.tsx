import {
  ESCROW_MESSAGES,
  ZReleasePlanInputSchema,
  type TAdminProjectEscrow,
  type TReleasePlanInput,
  type TReleaseTranche,
} from '@coinvest/contract';
import { formatMoney } from '@coinvest/ui';
import { Button, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveReleasePlan } from './api/project-escrow';
import { translateEscrowMessage } from './lib/escrow-messages';
import { Refusal } from './Refusal';

/** A milestone of the project's schedule, as the plan names it. */
export interface PlanMilestone {
  id: number;
  name: string;
}

/** The opening tranche has no milestone; the plan's rows are keyed by milestone. */
const rowKey = (milestoneId: number | null) =>
  milestoneId === null ? 'opening' : String(milestoneId);

/** A share as typed, in hundredths of a percent; null when it is not a number. */
function hundredthsOf(share: string): number | null {
  const value = Number(share.trim());
  return share.trim() === '' || !Number.isFinite(value) ? null : Math.round(value * 100);
}

/**
 * The release plan: an editor while no investment is confirmed (a share for the opening
 * tranche and each milestone, the total kept in sight), then the fixed plan with what each
 * tranche has released and whether an inspector signed its milestone off.
 */
export function ReleasePlan({
  projectId,
  escrow,
  milestones,
}: {
  projectId: number;
  escrow: TAdminProjectEscrow;
  milestones: readonly PlanMilestone[] | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={4}>{t('escrow.plan.title')}</Title>
      {!escrow.planEditable ? (
        <>
          <Text size="sm" c="dimmed">
            {t('escrow.plan.locked')}
          </Text>
          <PlanTable tranches={escrow.tranches} />
        </>
      ) : milestones === undefined ? (
        <Loader size="sm" aria-label={t('escrow.plan.milestonesLoading')} />
      ) : (
        <PlanEditor projectId={projectId} tranches={escrow.tranches} milestones={milestones} />
      )}
    </Stack>
  );
}

function PlanTable({ tranches }: { tranches: TReleaseTranche[] }) {
  const { t, i18n } = useTranslation();
  if (tranches.length === 0) return <Text c="dimmed">{t('escrow.plan.empty')}</Text>;
  return (
    <Table aria-label={t('escrow.plan.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('escrow.plan.tranche')}</Table.Th>
          <Table.Th scope="col">{t('escrow.plan.share')}</Table.Th>
          <Table.Th scope="col">{t('escrow.plan.signedOff')}</Table.Th>
          <Table.Th scope="col">{t('escrow.plan.released')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tranches.map((tranche) => (
          <Table.Tr key={rowKey(tranche.milestoneId)}>
            <Table.Th scope="row">{tranche.milestoneName ?? t('escrow.plan.opening')}</Table.Th>
            <Table.Td>{t('escrow.plan.percent', { value: tranche.sharePercent })}</Table.Td>
            <Table.Td>
              {tranche.milestoneId === null
                ? t('escrow.plan.signedOffOpening')
                : t(tranche.signedOff ? 'escrow.plan.signedOffYes' : 'escrow.plan.signedOffNo')}
            </Table.Td>
            <Table.Td>{formatMoney(tranche.released, 'GHS', i18n.language)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function PlanEditor({
  projectId,
  tranches,
  milestones,
}: {
  projectId: number;
  tranches: TReleaseTranche[];
  milestones: readonly PlanMilestone[];
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveReleasePlan(projectId);
  const rows = [
    { milestoneId: null, name: t('escrow.plan.opening') },
    ...milestones.map((milestone) => ({ milestoneId: milestone.id, name: milestone.name })),
  ];
  const [shares, setShares] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      tranches.map((tranche) => [rowKey(tranche.milestoneId), tranche.sharePercent]),
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shareOf = (milestoneId: number | null) => shares[rowKey(milestoneId)] ?? '';

  const totalHundredths = rows.reduce(
    (sum, row) => sum + (hundredthsOf(shareOf(row.milestoneId)) ?? 0),
    0,
  );
  const over = totalHundredths > 10_000;
  const total = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(
    totalHundredths / 100,
  );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const filled = rows.filter((row) => shareOf(row.milestoneId).trim() !== '');
    const body: TReleasePlanInput = {
      tranches: filled.map((row) => ({
        milestoneId: row.milestoneId,
        sharePercent: shareOf(row.milestoneId).trim(),
      })),
    };
    const parsed = ZReleasePlanInputSchema.safeParse(body);
    const found: Record<string, string> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const row = typeof issue.path[1] === 'number' ? filled[issue.path[1]] : undefined;
      // The sum over 100% is shown beside the total, as soon as it is typed.
      if (row) found[rowKey(row.milestoneId)] ??= translateEscrowMessage(issue.message, t);
    }
    setErrors(found);
    if (!parsed.success) return;
    save.mutate(body);
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('escrow.plan.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('escrow.plan.hint')}
        </Text>
        {rows.map((row) => {
          const key = rowKey(row.milestoneId);
          return (
            <TextInput
              key={key}
              label={t('escrow.plan.shareOf', { name: row.name })}
              inputMode="decimal"
              value={shareOf(row.milestoneId)}
              error={errors[key]}
              onChange={(event) => {
                const { value } = event.currentTarget;
                setShares((current) => ({ ...current, [key]: value }));
              }}
            />
          );
        })}
        <Text fw={600} c={over ? 'red' : undefined} aria-live="polite">
          {t('escrow.plan.total', { value: total })}
        </Text>
        {over && (
          <Text c="red" size="sm">
            {translateEscrowMessage(ESCROW_MESSAGES.trancheSharesOver, t)}
          </Text>
        )}
        <Refusal error={save.error} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('escrow.plan.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
