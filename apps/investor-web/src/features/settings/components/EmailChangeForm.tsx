import {
  ZEmailChangeBodySchema,
  ZEmailChangeConfirmBodySchema,
  type TEmailChangeBody,
  type TEmailChangeConfirmBody,
} from '@coinvest/contract';
import { zodResolver } from '@coinvest/ui';
import { Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmEmailChange, useStartEmailChange } from '../api/account';
import { translateAccountMessage } from '../lib/account-messages';

/**
 * The new address and the current password; then the code e-mailed to that address. The
 * account keeps its address until the code is confirmed.
 */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const start = useStartEmailChange();
  const confirm = useConfirmEmailChange();
  const request = useForm<TEmailChangeBody>({
    mode: 'controlled',
    initialValues: { newEmail: '', currentPassword: '' },
    validate: zodResolver(ZEmailChangeBodySchema, t, translateAccountMessage),
  });
  const codeForm = useForm<TEmailChangeConfirmBody>({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: zodResolver(ZEmailChangeConfirmBodySchema, t, translateAccountMessage),
  });

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('account.email.title')}
      </Title>
      <Text size="sm">{t('account.email.current', { email: currentEmail })}</Text>
      {pendingEmail === null ? (
        <form
          noValidate
          onSubmit={request.onSubmit((values) =>
            start.mutate(ZEmailChangeBodySchema.parse(values), {
              onSuccess: (started) => {
                request.reset();
                setPendingEmail(started.pendingEmail);
              },
            }),
          )}
        >
          <Group align="flex-start" grow>
            <TextInput
              type="email"
              label={t('account.email.newEmail')}
              autoComplete="email"
              {...request.getInputProps('newEmail')}
            />
            <PasswordInput
              label={t('account.email.currentPassword')}
              autoComplete="current-password"
              {...request.getInputProps('currentPassword')}
            />
          </Group>
          <Group mt="md">
            <Button type="submit" variant="light" loading={start.isPending}>
              {t('account.email.sendCode')}
            </Button>
          </Group>
        </form>
      ) : (
        <form
          noValidate
          onSubmit={codeForm.onSubmit((values) =>
            confirm.mutate(ZEmailChangeConfirmBodySchema.parse(values).code, {
              onSuccess: () => {
                codeForm.reset();
                setPendingEmail(null);
              },
            }),
          )}
        >
          <Text size="sm" role="status">
            {t('account.email.codeSent', { email: pendingEmail })}
          </Text>
          <Group align="flex-end" mt="sm">
            <TextInput
              label={t('account.email.code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              {...codeForm.getInputProps('code')}
            />
            <Button type="submit" loading={confirm.isPending}>
              {t('account.email.confirm')}
            </Button>
            <Button variant="default" onClick={() => setPendingEmail(null)}>
              {t('account.email.cancel')}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
