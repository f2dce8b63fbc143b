import type { TProject, TUnit, TUser } from '@coinvest/contract';
import { Decimal } from '@coinvest/contract/decimal';
import { Button, Group, NumberInput, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { toMoneyString } from '@coinvest/contract/decimal';
import { Trans, useTranslation } from 'react-i18next';
import { Money } from '../../../lib/currency';
import { EmailVerificationNotice, needsEmailVerification } from '../../email-verification';
import {
  acceptsAmount,
  investmentSummary,
  isInvestable,
  minimumInvestment,
} from '../lib/investment-summary';
import { ExpectedShareRange, ProfitAssumption } from './ExpectedProfitShare';
import { InvestmentConfirmationDialog } from './InvestmentConfirmationDialog';
import { KycGate } from './KycGate';

export interface DirectInvestmentFormProps {
  project: TProject;
  units: TUnit[];
  user: TUser;
  /** The unit chosen here or through 'Invest' in the unit list. */
  unitId: number | null;
  onUnitChange: (unitId: number | null) => void;
}

/**
 * State (c) of the Direct Investment card: behind the e-mail verification and the KYC gate,
 * the unit, the amount with its minimum (the project's and the unit's), the summary, and the
 * confirmation dialog.
 */
export function DirectInvestmentForm(props: DirectInvestmentFormProps) {
  if (needsEmailVerification(props.user)) return <EmailVerificationNotice reason="invest" />;
  return (
    <KycGate user={props.user}>
      <AmountForm {...props} />
    </KycGate>
  );
}

function AmountForm({ project, units, user, unitId, onUnitChange }: DirectInvestmentFormProps) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  // What the dialog confirms is fixed when it opens, whatever refetches change meanwhile.
  const [confirming, setConfirming] = useState<{ unit: TUnit; amount: string } | null>(null);
  const openUnits = units.filter(isInvestable);
  const unit = openUnits.find((candidate) => candidate.id === unitId);
  const minimum = minimumInvestment(project.minInvestment, unit);
  const valid = unit !== undefined && acceptsAmount(amount, minimum, unit.remainingInvestment);
  // A last share below the minimum is typed as is: the field must not raise it to the minimum.
  const lowest = unit ? Decimal.min(minimum, unit.remainingInvestment).toNumber() : Number(minimum);

  if (openUnits.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('investing.direct.noUnits')}
      </Text>
    );
  }

  return (
    <Stack gap="sm">
      <Select
        label={t('investing.direct.unit')}
        placeholder={t('investing.direct.unitPlaceholder')}
        data={openUnits.map((candidate) => ({
          value: String(candidate.id),
          label: t('investing.direct.unitOption', {
            unit: candidate.unitNumber,
            type: t(`projects.unitTypes.${candidate.unitType}`),
          }),
        }))}
        value={unit ? String(unit.id) : null}
        onChange={(value) => onUnitChange(value === null ? null : Number(value))}
        allowDeselect={false}
      />
      <NumberInput
        label={t('investing.direct.amount')}
        description={
          <Trans
            i18nKey="investing.direct.minimum"
            components={{ minimum: <Money amount={minimum} currency="USD" /> }}
          />
        }
        placeholder={minimum}
        min={lowest}
        step={100}
        decimalScale={2}
        allowNegative={false}
        thousandSeparator=","
        value={amount}
        onChange={(value) => setAmount(value === '' ? '' : String(value))}
      />
      {valid ? (
        <Summary amount={amount} unitPrice={unit.price} expectedProfit={project.expectedProfit} />
      ) : null}
      <Button
        fullWidth
        color="gold.5"
        c="navy.9"
        disabled={!valid}
        onClick={() => unit && setConfirming({ unit, amount: toMoneyString(amount) })}
      >
        {t('investing.direct.proceed')}
      </Button>
      {confirming ? (
        <InvestmentConfirmationDialog
          opened
          onClose={() => {
            setConfirming(null);
            setAmount('');
          }}
          project={project}
          unit={confirming.unit}
          user={user}
          amount={confirming.amount}
        />
      ) : null}
    </Stack>
  );
}

function Summary({
  amount,
  unitPrice,
  expectedProfit,
}: {
  amount: string;
  unitPrice: string;
  expectedProfit: string | null;
}) {
  const { t } = useTranslation();
  const summary = investmentSummary(amount, unitPrice, expectedProfit);
  const share = summary.expectedProfitShare;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="investment-summary">
      <Title order={3} size="h6" id="investment-summary" mb={4}>
        {t('investing.direct.summaryTitle')}
      </Title>
      <Stack gap={2} component="dl" m={0}>
        <SummaryRow label={t('investing.direct.summaryAmount')}>
          <Money amount={summary.amount} currency="USD" />
        </SummaryRow>
        <SummaryRow label={t('investing.direct.summaryOwnership')}>
          {t('investing.direct.summaryOwnershipValue', { value: summary.ownership })}
        </SummaryRow>
        {share ? (
          <SummaryRow label={t('investing.direct.summaryProfitShare')}>
            <ExpectedShareRange share={share} />
          </SummaryRow>
        ) : null}
      </Stack>
      <ProfitAssumption summary={summary} />
    </Paper>
  );
}

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" fw={600}>
        {children}
      </Text>
    </Group>
  );
}
