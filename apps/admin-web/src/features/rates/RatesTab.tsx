import {
  BASE_CURRENCY,
  ZCurrencyRatesUpdateBodySchema,
  type TAdminCurrencyRate,
} from '@coinvest/contract';
import { CurrencyFlag, formatDate, zodResolver } from '@coinvest/ui';
import {
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useAdminCurrencyRates } from './api/get-currency-rates';
import { useUpdateCurrencyRates } from './api/update-currency-rates';
import { translateRateMessage } from './lib/rate-messages';
import { LoadFailed } from '../../components/LoadFailed';

/** The exchange rates the investor site converts with, edited together and saved at once. */
export function RatesTab() {
  const { t } = useTranslation();
  const rates = useAdminCurrencyRates();
  return (
    <Stack component="section" gap="md" aria-labelledby="rates-title">
      <div>
        <Title order={2} size="h3" id="rates-title">
          {t('rates.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('rates.intro')}
        </Text>
      </div>
      {rates.isPending ? (
        <Loader aria-label={t('rates.title')} />
      ) : rates.isError ? (
        <LoadFailed title={t('rates.loadFailed')} onRetry={() => rates.refetch()} />
      ) : (
        // Keyed by the saved rates, so the form starts again from what the server stored.
        <RatesForm key={rates.data.map((rate) => rate.rate).join('|')} rates={rates.data} />
      )}
    </Stack>
  );
}

function RatesForm({ rates }: { rates: TAdminCurrencyRate[] }) {
  const { t, i18n } = useTranslation();
  const updateRates = useUpdateCurrencyRates();
  const form = useForm({
    mode: 'controlled',
    initialValues: { rates: rates.map(({ code, rate }) => ({ code, rate })) },
    validate: zodResolver(ZCurrencyRatesUpdateBodySchema, t, translateRateMessage),
  });

  return (
    <Paper withBorder radius="lg" p="lg">
      <form noValidate onSubmit={form.onSubmit((values) => updateRates.mutate(values))}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
            {rates.map((rate, index) => (
              <TextInput
                key={rate.code}
                label={t('rates.rateLabel', { code: rate.code, name: rate.name })}
                description={
                  rate.code === BASE_CURRENCY
                    ? t('rates.baseHint')
                    : t('rates.lastChanged', {
                        date: formatDate(rate.updatedAt, i18n.language),
                      })
                }
                inputMode="decimal"
                readOnly={rate.code === BASE_CURRENCY}
                leftSection={<CurrencyFlag code={rate.code} />}
                {...form.getInputProps(`rates.${index}.rate`)}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={updateRates.isPending} disabled={updateRates.isPending}>
              {t('rates.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
