import { ZExportRangeQuerySchema, type TExportRangeQuery } from '@coinvest/contract';
import { serverMessageOr, useApi, zodResolver } from '@coinvest/ui';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchExport, saveCsv, type AccountantExport as ExportKind } from './api/export-csv';

/** Today and the first of its month, as the form starts: the month so far. */
function monthSoFar(): TExportRangeQuery {
  const today = new Date().toISOString().slice(0, 10);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * The accountant's exports for a range of days (UTC, both included): every ledger posting, or
 * every payment through the provider, as CSV.
 */
export function AccountantExport() {
  const { t } = useTranslation();
  const api = useApi();
  const form = useForm<TExportRangeQuery>({
    initialValues: monthSoFar(),
    validate: zodResolver(ZExportRangeQuerySchema, t),
  });
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const download = (kind: ExportKind) =>
    form.onSubmit(async (range) => {
      setBusy(kind);
      setFailure(null);
      try {
        saveCsv(await fetchExport(api, kind, range), kind, range);
      } catch (error) {
        setFailure(serverMessageOr(error, t('payments.export.failed'), t));
      } finally {
        setBusy(null);
      }
    });

  return (
    <Stack component="section" gap="sm" aria-labelledby="accountant-export">
      <Title order={2} size="h3" id="accountant-export">
        {t('payments.export.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('payments.export.intro')}
      </Text>
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <Stack gap="sm">
          <Group align="flex-start">
            <TextInput
              type="date"
              label={t('payments.export.from')}
              {...form.getInputProps('from')}
            />
            <TextInput type="date" label={t('payments.export.to')} {...form.getInputProps('to')} />
          </Group>
          <Group>
            <Button
              type="button"
              loading={busy === 'ledger-entries'}
              onClick={() => download('ledger-entries')()}
            >
              {t('payments.export.ledgerEntries')}
            </Button>
            <Button
              type="button"
              variant="default"
              loading={busy === 'provider-payments'}
              onClick={() => download('provider-payments')()}
            >
              {t('payments.export.providerPayments')}
            </Button>
          </Group>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
