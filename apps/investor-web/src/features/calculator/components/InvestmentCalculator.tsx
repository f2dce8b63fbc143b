import {
  Card,
  Divider,
  Grid,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money, useCurrency } from '../../../lib/currency';
import { calculate } from '../lib/calculate';
import { CALCULATOR_DEFAULTS, RATE_OPTIONS, TIMELINE_OPTIONS } from '../lib/calculator-options';
import { GrowthChart } from './GrowthChart';

/** The home page calculator: recomputed on every change, in the browser, to the cent. */
export function InvestmentCalculator() {
  const { t } = useTranslation();
  const { currency } = useCurrency();
  const [amount, setAmount] = useState<number | string>(CALCULATOR_DEFAULTS.amount);
  const [returnRate, setReturnRate] = useState<string>(CALCULATOR_DEFAULTS.returnRate);
  const [timeline, setTimeline] = useState<string>(CALCULATOR_DEFAULTS.timeline);
  const { result, error } = calculate(amount, returnRate, timeline);

  return (
    <Card padding="xl" shadow="sm">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <NumberInput
              label={t('calculator.amount')}
              description={t('calculator.amountHint')}
              value={amount}
              onChange={setAmount}
              min={1}
              step={1000}
              decimalScale={2}
              allowNegative={false}
              thousandSeparator=","
              prefix="$"
              error={error?.startsWith('calculatorAmount') ? t(`calculator.errors.${error}`) : null}
            />
            <NativeSelect
              label={t('calculator.returnRate')}
              size="md"
              value={returnRate}
              onChange={(event) => setReturnRate(event.currentTarget.value)}
              data={RATE_OPTIONS.map(({ rate, key }) => ({
                value: rate,
                label: t(`calculator.rates.${key}`, { rate }),
              }))}
            />
            <NativeSelect
              label={t('calculator.timeline')}
              size="md"
              value={timeline}
              onChange={(event) => setTimeline(event.currentTarget.value)}
              data={TIMELINE_OPTIONS.map((months) => ({
                value: months,
                label: t('calculator.timelineOption', { months }),
              }))}
            />
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
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" component="dl" m={0}>
              {(
                [
                  ['initial', result?.initial, 'navy.9'],
                  ['totalReturn', result?.totalReturn, 'gold.9'],
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
            </SimpleGrid>
            {currency !== 'USD' ? (
              <Text size="xs" c="dimmed">
                {t('calculator.shownIn', { currency })}
              </Text>
            ) : null}
            <Divider />
            {result ? (
              <GrowthChart milestones={result.milestones} initial={result.initial} />
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
