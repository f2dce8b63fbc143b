import { ZInspectorInviteSchema, type TInspectorInvite } from '@coinvest/contract';
import { ApiError } from '@coinvest/contract/client';
import { zodResolver } from '@coinvest/ui';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useInviteInspector } from './api/inspectors';
import { translateInspectorsMessage } from './lib/inspector-messages';

interface InviteInspectorDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Invite Inspector: e-mail and name, checked with the API's own schema. */
export function InviteInspectorDialog({ opened, onClose }: InviteInspectorDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('inspectors.invite')}>
      {/* Mounted per opening, so each invitation starts from an empty form. */}
      {opened ? <InviteInspectorForm onDone={onClose} /> : null}
    </Modal>
  );
}

function InviteInspectorForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const invite = useInviteInspector();
  const form = useForm<TInspectorInvite>({
    mode: 'controlled',
    initialValues: { email: '', firstName: '', lastName: '' },
    validate: zodResolver(ZInspectorInviteSchema, t, translateInspectorsMessage),
  });

  const submit = form.onSubmit((values) => {
    invite.mutate(ZInspectorInviteSchema.parse(values), { onSuccess: onDone });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('inspectors.form.hint')}
        </Text>
        <TextInput
          label={t('inspectors.form.email')}
          type="email"
          required
          {...form.getInputProps('email')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('inspectors.form.firstName')}
            required
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('inspectors.form.lastName')}
            required
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        {invite.error instanceof ApiError && invite.error.serverMessage ? (
          <Alert color="red" role="alert" title={t('inspectors.inviteFailed')}>
            {translateInspectorsMessage(invite.error.serverMessage, t)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('inspectors.form.cancel')}
          </Button>
          <Button type="submit" loading={invite.isPending} disabled={invite.isPending}>
            {t('inspectors.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
