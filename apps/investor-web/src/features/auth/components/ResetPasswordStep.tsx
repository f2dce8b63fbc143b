import { RESET_CODE_LENGTH, ZResetPasswordBodySchema } from '@coinvest/contract';
import { zodResolver } from '@coinvest/ui';
import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useResetPassword } from '../api/reset-password';

interface ResetFormValues {
  token: string;
  newPassword: string;
  confirmPassword: string;
}

/** Step 2: the code from the e-mail and the new password twice. */
export function ResetPasswordStep({
  email,
  onReset,
  onTryAgain,
}: {
  email: string;
  onReset: () => void;
  onTryAgain: () => void;
}) {
  const { t } = useTranslation();
  const resetPassword = useResetPassword();
  const validate = zodResolver(ZResetPasswordBodySchema, t);
  const form = useForm<ResetFormValues>({
    mode: 'controlled',
    initialValues: { token: '', newPassword: '', confirmPassword: '' },
    validate: (values) => validate({ ...values, email }),
  });

  const submit = form.onSubmit((values) => {
    const body = ZResetPasswordBodySchema.parse({ ...values, email });
    resetPassword.mutate(body, { onSuccess: onReset });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t('auth.forgotPassword.code')}
          description={t('auth.forgotPassword.codeHint')}
          maxLength={RESET_CODE_LENGTH}
          inputMode="numeric"
          autoComplete="one-time-code"
          {...form.getInputProps('token')}
        />
        <PasswordInput
          label={t('auth.forgotPassword.newPassword')}
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={t('auth.forgotPassword.confirmNewPassword')}
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth size="md" loading={resetPassword.isPending}>
          {t('auth.forgotPassword.resetSubmit')}
        </Button>
        <Group gap={6} justify="center">
          <Text size="sm" c="dimmed">
            {t('auth.forgotPassword.noCode')}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={onTryAgain}>
            {t('auth.forgotPassword.tryAgain')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
