import { formatMoney } from '@coinvest/ui';
import { Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { BASE_CURRENCY } from '../../lib/currency';

/** A payment's facts as label and value rows: what is charged, at which rate, for how much. */
export function PaymentFacts({
  facts,
  emphasis,
}: {
  facts: readonly (readonly [label: string, value: string])[];
  emphasis: 500 | 600;
}) {
  return (
    <Stack component="dl" gap={4} m={0}>
      {facts.map(([label, value]) => (
        <Group key={label} justify="space-between" gap="xs">
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={emphasis}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** The day's rate a payment was charged at: one dollar in the charged currency. */
export function rateFact(
  t: TFunction,
  language: string,
  rate: string,
  currency: string,
): [string, string] {
  return [
    t('payments.online.rate'),
    t('payments.online.rateValue', {
      dollar: formatMoney('1', BASE_CURRENCY, language),
      rate: formatMoney(rate, currency, language),
    }),
  ];
}
