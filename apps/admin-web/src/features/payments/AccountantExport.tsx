import { ZExportRangeQuerySchema, type TExportRangeQuery } from '@coinvest/contract';
import { serverMessageOr, useApi, zodResolver } from '@coinvest/ui';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
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
  // One mutation for both exports: its variables say which one is under way.
  const exportCsv = useMutation({
    mutationFn: async ({ kind, range }: { kind: ExportKind; range: TExportRangeQuery }) =>
      saveCsv(await fetchExport(api, kind, range), kind, range),
  });
  const busy = exportCsv.isPending ? exportCsv.variables.kind : null;
  const download = (kind: ExportKind) =>
    form.onSubmit((range) => exportCsv.mutate({ kind, range }));

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
          {exportCsv.isError && (
            <Alert color="red" role="alert">
              {serverMessageOr(exportCsv.error, t('payments.export.failed'), t)}
            </Alert>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
