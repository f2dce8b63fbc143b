import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money, useFormatMoney } from '../../../lib/currency';
import type { InvestmentSummary } from '../lib/investment-summary';

/** The expected profit share, a range or one amount, in the reader's currency. */
export function ExpectedShareRange({ share }: { share: { low: string; high: string } }) {
  return (
    <>
      <Money amount={share.low} currency="USD" />
      {share.low === share.high ? null : (
        <>
          {' – '}
          <Money amount={share.high} currency="USD" />
        </>
      )}
    </>
  );
}

/**
 * What the expected share assumes, in money: the unit's profit after the costs of its sale at
 * the project's expected profit, and the ownership the share is of.
 */
export function ProfitAssumption({ summary }: { summary: InvestmentSummary }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { assumedProfit, assumedUnitProfit } = summary;
  if (!assumedProfit || !assumedUnitProfit) return null;
  const values = {
    unitPrice: formatMoney(summary.unitPrice, 'USD'),
    ownership: summary.ownership,
    low: assumedProfit.low,
    high: assumedProfit.high,
    profitLow: formatMoney(assumedUnitProfit.low, 'USD'),
    profitHigh: formatMoney(assumedUnitProfit.high, 'USD'),
  };
  return (
    <Text size="xs" c="dimmed" mt={4}>
      {assumedProfit.low === assumedProfit.high
        ? t('investing.direct.summaryAssumptionOne', values)
        : t('investing.direct.summaryAssumption', values)}
    </Text>
  );
}
