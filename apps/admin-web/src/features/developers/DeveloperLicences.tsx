import {
  ZDeveloperLicenceInputSchema,
  type TDeveloperLicence,
  type TDeveloperLicenceInput,
  type TDeveloperLicenceStatus,
} from '@coinvest/contract';
import { ApiError } from '@coinvest/contract/client';
import { zodResolver } from '@coinvest/ui';
import {
  Alert,
  Badge,
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
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/LoadFailed';
import {
  useDeveloperLicences,
  useRemoveDeveloperLicence,
  useSetDeveloperLicence,
} from './api/developer-licences';
import { translateLicenceMessage } from './lib/developer-messages';

const STATUS_COLORS: Record<TDeveloperLicenceStatus, string> = {
  valid: 'teal',
  expiring: 'yellow',
  expired: 'red',
  missing: 'gray',
};

interface DeveloperLicencesProps {
  developer: { id: number; name: string };
}

/** A developer's GREDA membership and REAC licence: set, change or remove each. Audited. */
export function DeveloperLicences({ developer }: DeveloperLicencesProps) {
  const { t } = useTranslation();
  const licences = useDeveloperLicences(developer.id);
  const headingId = useId();

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} mt="lg">
      <Stack gap={2}>
        <Title order={3} size="h5" id={headingId}>
          {t('developers.licences.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('developers.licences.hint')}
        </Text>
      </Stack>
      {licences.isPending ? (
        <Loader size="sm" aria-label={t('developers.licences.title')} />
      ) : licences.isError ? (
        <LoadFailed
          title={t('developers.licences.loadFailed')}
          onRetry={() => licences.refetch()}
        />
      ) : (
        licences.data.map((licence) => (
          <LicenceForm
            // Keyed by what is saved, so the form restarts from it after each change.
            key={`${licence.kind}:${licence.number}:${licence.expiresOn}`}
            developer={developer}
            licence={licence}
          />
        ))
      )}
    </Stack>
  );
}

function LicenceForm({
  developer,
  licence,
}: {
  developer: { id: number; name: string };
  licence: TDeveloperLicence;
}) {
  const { t } = useTranslation();
  const setLicence = useSetDeveloperLicence(developer.id);
  const removeLicence = useRemoveDeveloperLicence(developer.id);
  const kindLabel = t(`developers.licences.kind.${licence.kind}`);
  const names = { name: developer.name, kind: kindLabel };
  const form = useForm<TDeveloperLicenceInput>({
    mode: 'controlled',
    initialValues: { number: licence.number ?? '', expiresOn: licence.expiresOn ?? '' },
    validate: zodResolver(ZDeveloperLicenceInputSchema, t, translateLicenceMessage),
  });
  const failure = setLicence.error ?? removeLicence.error;
  const busy = setLicence.isPending || removeLicence.isPending;

  const submit = form.onSubmit((values) =>
    setLicence.mutate({ kind: licence.kind, names, body: values }),
  );

  return (
    <Paper withBorder radius="md" p="sm">
      <form noValidate onSubmit={submit} aria-label={kindLabel}>
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Text fw={600} size="sm">
              {kindLabel}
            </Text>
            <Badge color={STATUS_COLORS[licence.status]} variant="light" tt="none">
              {t(`developers.licences.status.${licence.status}`)}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('developers.licences.number')}
              required
              {...form.getInputProps('number')}
            />
            <TextInput
              label={t('developers.licences.expiresOn')}
              type="date"
              required
              {...form.getInputProps('expiresOn')}
            />
          </SimpleGrid>
          {failure instanceof ApiError && failure.serverMessage ? (
            <Alert color="red" role="alert">
              {translateLicenceMessage(failure.serverMessage, t)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            {licence.number !== null && (
              <Button
                variant="default"
                color="red"
                size="xs"
                disabled={busy}
                loading={removeLicence.isPending}
                onClick={() => removeLicence.mutate({ kind: licence.kind, names })}
              >
                {t('developers.licences.remove')}
              </Button>
            )}
            <Button type="submit" size="xs" disabled={busy} loading={setLicence.isPending}>
              {t('developers.licences.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
