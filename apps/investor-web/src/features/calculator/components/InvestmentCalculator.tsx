import { Card, Divider, Grid, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { toDecimal, toMoneyString } from '@coinvest/contract/decimal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money, useCurrency, useFormatMoney } from '../../../lib/currency';
import { calculate, type CalculatorFigures } from '../lib/calculate';
import { CALCULATOR_DEFAULTS } from '../lib/calculator-options';

type Field = keyof CalculatorFigures;

/** Which input an error of the calculator belongs to, by its key's prefix. */
const FIELD_OF_ERROR: Record<Field, string> = {
  amount: 'calculatorAmount',
  unitPrice: 'calculatorUnitPrice',
  soldPrice: 'calculatorSoldPrice',
  saleCosts: 'calculatorSaleCosts',
};

/**
 * The home page calculator: what an amount would be paid if its unit sold at a price after
 * costs, by the one profit model, recomputed on every change in the browser, to the cent.
 */
export function InvestmentCalculator() {
  const { t } = useTranslation();
  const { currency } = useCurrency();
  const formatMoney = useFormatMoney();
  const [figures, setFigures] = useState<CalculatorFigures>(CALCULATOR_DEFAULTS);
  const { result, error } = calculate(figures);

  const input = (field: Field, step: number) => (
    <NumberInput
      label={t(`calculator.${field}`)}
      description={t(`calculator.${field}Hint`)}
      value={figures[field]}
      onChange={(value) => setFigures((current) => ({ ...current, [field]: value }))}
      min={field === 'saleCosts' ? 0 : 1}
      step={step}
      decimalScale={2}
      allowNegative={false}
      thousandSeparator=","
      prefix="$"
      error={error?.startsWith(FIELD_OF_ERROR[field]) ? t(`calculator.errors.${error}`) : null}
    />
  );

  const loss = result && toDecimal(result.unitProfit).isNegative();
  const usd = (amount: string) => formatMoney(amount, 'USD');

  return (
    <Card padding="xl" shadow="sm">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            {input('amount', 1000)}
            {input('unitPrice', 10000)}
            {input('soldPrice', 10000)}
            {input('saleCosts', 500)}
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack
            gap="md"
            component="section"
            aria-labelledby="calculator-results-title"
            aria-live="polite"
          >
            <Title order={3} size="h5" id="calculator-results-title">
              {t('calculator.results')}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" component="dl" m={0}>
              {(
                [
                  ['initial', result ? toMoneyString(figures.amount) : null, 'navy.9'],
                  ['unitProfit', result?.unitProfit, 'navy.9'],
                  ['profitShare', result?.profitShare, 'gold.9'],
                  ['totalValue', result?.totalValue, 'teal.8'],
                ] as const
              ).map(([key, value, color]) => (
                <Stack key={key} gap={0}>
                  <Text component="dt" size="sm" c="dimmed">
                    {t(`calculator.${key}`)}
                  </Text>
                  <Text component="dd" m={0} fw={700} size="xl" c={color}>
                    {value ? <Money amount={value} currency="USD" /> : '—'}
                  </Text>
                </Stack>
              ))}
              <Stack gap={0}>
                <Text component="dt" size="sm" c="dimmed">
                  {t('calculator.ownership')}
                </Text>
                <Text component="dd" m={0} fw={700} size="xl" c="navy.9">
                  {result ? t('calculator.ownershipValue', { value: result.ownership }) : '—'}
                </Text>
              </Stack>
            </SimpleGrid>
            {currency !== 'USD' ? (
              <Text size="xs" c="dimmed">
                {t('calculator.shownIn', { currency })}
              </Text>
            ) : null}
            <Divider />
            {result ? (
              <Text size="sm">
                {loss
                  ? t('calculator.assumptionLoss', {
                      soldPrice: usd(result.soldPrice),
                      saleCosts: usd(result.saleCosts),
                      loss: usd(toMoneyString(toDecimal(result.unitProfit).abs())),
                    })
                  : t('calculator.assumption', {
                      soldPrice: usd(result.soldPrice),
                      saleCosts: usd(result.saleCosts),
                      unitProfit: usd(result.unitProfit),
                      ownership: result.ownership,
                      profitShare: usd(result.profitShare),
                    })}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {t('calculator.disclaimer')}
            </Text>
          </Stack>
        </Grid.Col>
      </Grid>
    </Card>
  );
}
