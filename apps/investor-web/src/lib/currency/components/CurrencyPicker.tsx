import { CurrencyFlag, useApi, useCurrentUser } from '@coinvest/ui';
import { Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../use-currency';

export interface CurrencyPickerProps {
  /** Shows 'Currency' above the field (the mobile menu); otherwise it is the field's name only. */
  withLabel?: boolean;
  /** Called after a choice, e.g. to close the mobile menu. */
  onChange?: (code: string) => void;
}

/**
 * The currency picker of the navigation bar: each currency with its flag, code, name and symbol. A
 * signed-in user's choice is also saved on the account so it follows them.
 */
export function CurrencyPicker({ withLabel = false, onChange }: CurrencyPickerProps) {
  const { t } = useTranslation();
  const api = useApi();
  const { user } = useCurrentUser();
  const { currencies, currency, setCurrency, isLoading, isError } = useCurrency();
  const byCode = new Map(currencies.map((rate) => [rate.code, rate]));
  const data =
    currencies.length > 0
      ? currencies.map((rate) => ({ value: rate.code, label: `${rate.code} ${rate.symbol}` }))
      : [{ value: currency, label: currency }];

  return (
    <Select
      label={withLabel ? t('currency.label') : undefined}
      aria-label={withLabel ? undefined : t('currency.label')}
      data={data}
      value={currency}
      onChange={(code) => {
        if (!code) return;
        setCurrency(code);
        onChange?.(code);
        // The choice already applies here; a failed save only means another device keeps its own.
        if (user)
          void api.users.updateMyPreferences({ body: { currency: code } }).catch(() => null);
      }}
      allowDeselect={false}
      disabled={isLoading || isError}
      description={withLabel && isError ? t('currency.unavailable') : undefined}
      leftSection={<CurrencyFlag code={currency} />}
      w={withLabel ? '100%' : 124}
      size="sm"
      comboboxProps={{ width: 280, position: 'bottom-end' }}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap" w="100%">
          <CurrencyFlag code={option.value} />
          <Text fw={600} size="sm" w={40}>
            {option.value}
          </Text>
          <Text size="sm" style={{ flex: 1 }}>
            {byCode.get(option.value)?.name}
          </Text>
          <Text size="sm" c="dimmed">
            {byCode.get(option.value)?.symbol}
          </Text>
        </Group>
      )}
    />
  );
}
