import {
  ZEscrowReleaseRequestSchema,
  type TEscrowReleaseRequest,
  type TReleaseTranche,
} from '@coinvest/contract';
import { formatMoney } from '@coinvest/ui';
import {
  Button,
  Group,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestRelease } from './api/project-escrow';
import { translateEscrowMessage } from './lib/escrow-messages';
import { Refusal } from './Refusal';

type Field = 'tranche' | 'amount' | 'reason';

/** The opening tranche has no milestone: the select names it by this value. */
const OPENING = 'opening';

/**
 * One admin asks for a release of cedis from a tranche of the plan; it waits for another
 * admin's approval. The API checks the inspector's sign-off and what remains of the tranche.
 */
export function RequestReleaseForm({
  projectId,
  tranches,
}: {
  projectId: number;
  tranches: TReleaseTranche[];
}) {
  const { t, i18n } = useTranslation();
  const request = useRequestRelease(projectId);
  const valueOf = (tranche: TReleaseTranche) =>
    tranche.milestoneId === null ? OPENING : String(tranche.milestoneId);
  const first = tranches[0];
  const [values, setValues] = useState<Record<Field, string>>({
    tranche: first ? valueOf(first) : '',
    amount: '',
    reason: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  if (first === undefined) {
    return (
      <Stack gap="sm">
        <Title order={4}>{t('escrow.request.title')}</Title>
        <Text c="dimmed">{t('escrow.request.noPlan')}</Text>
      </Stack>
    );
  }

  // After the plan changes, a tranche no longer in it falls back to the first.
  const tranche = tranches.some((candidate) => valueOf(candidate) === values.tranche)
    ? values.tranche
    : valueOf(first);
  const input = (name: Field) => ({
    label: t(`escrow.request.${name}`),
    value: name === 'tranche' ? tranche : values[name],
    error: errors[name],
    required: true,
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body: TEscrowReleaseRequest = {
      milestoneId: tranche === OPENING ? null : Number(tranche),
      amount: values.amount.trim(),
      reason: values.reason,
    };
    const parsed = ZEscrowReleaseRequestSchema.safeParse(body);
    const found: typeof errors = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field: Field = issue.path[0] === 'milestoneId' ? 'tranche' : (issue.path[0] as Field);
      found[field] ??= translateEscrowMessage(issue.message, t);
    }
    setErrors(found);
    if (!parsed.success) return;
    request.mutate(body, {
      onSuccess: () => setValues((current) => ({ ...current, amount: '', reason: '' })),
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('escrow.request.title')}>
      <Stack gap="sm">
        <Title order={4}>{t('escrow.request.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('escrow.request.hint')}
        </Text>
        <NativeSelect
          {...input('tranche')}
          data={tranches.map((tranche) => ({
            value: valueOf(tranche),
            label: t('escrow.request.trancheOption', {
              name: tranche.milestoneName ?? t('escrow.plan.opening'),
              share: tranche.sharePercent,
              released: formatMoney(tranche.released, 'GHS', i18n.language),
            }),
          }))}
        />
        <TextInput {...input('amount')} inputMode="decimal" />
        <Textarea {...input('reason')} rows={2} />
        <Refusal error={request.error} />
        <Group justify="flex-end">
          <Button type="submit" loading={request.isPending}>
            {t('escrow.request.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
