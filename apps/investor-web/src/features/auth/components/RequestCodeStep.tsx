import { ZForgotPasswordBodySchema, type TForgotPasswordBody } from '@coinvest/contract';
import { zodResolver } from '@coinvest/ui';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** Step 1: the e-mail the code goes to. */
export function RequestCodeStep({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation();
  const requestReset = useRequestPasswordReset();
  const form = useForm<TForgotPasswordBody>({
    mode: 'controlled',
    initialValues: { email: initialEmail },
    validate: zodResolver(ZForgotPasswordBodySchema, t),
  });

  const submit = form.onSubmit((values) => {
    const body = ZForgotPasswordBodySchema.parse(values);
    requestReset.mutate(body, { onSuccess: () => onSent(body.email) });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t('auth.forgotPassword.email')}
          placeholder={t('auth.forgotPassword.emailPlaceholder')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth size="md" loading={requestReset.isPending}>
          {t('auth.forgotPassword.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}
